// A custom Collection and an IteratorProtocol-based Sequence, used with standard algorithms
struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? { defer { (a, b) = (b, a + b) }; return a }
}
struct Ring: Collection {
    var items: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count * 2 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { items[i % items.count] }
}
print(Array(Fibonacci().prefix(10)))
print(Array(Fibonacci().lazy.filter { $0 % 2 == 0 }.prefix(4)))
let ring = Ring(items: ["x", "y", "z"])
print(ring.count, Array(ring), ring.firstIndex(of: "z") ?? -1, ring.dropFirst(4).joined())
