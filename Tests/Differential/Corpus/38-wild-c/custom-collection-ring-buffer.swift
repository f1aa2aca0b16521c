// A fixed-capacity ring buffer conforming to Collection and ExpressibleByArrayLiteral; slicing and algorithms.
struct Ring<Element>: Collection {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0
    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Element { storage[(head + i) % storage.count]! }
    mutating func append(_ x: Element) {
        if count == storage.count { storage[head] = x; head = (head + 1) % storage.count }
        else { storage[(head + count) % storage.count] = x; count += 1 }
    }
}
extension Ring: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self.init(capacity: Swift.max(elements.count, 1))
        elements.forEach { append($0) }
    }
}
extension Ring: CustomStringConvertible { var description: String { "Ring(\(Array(self)))" } }

var recent = Ring<Int>(capacity: 4)
for i in 1...10 { recent.append(i * i) }
print(recent, recent.count, recent.first!, recent.max()!)
print(recent.map { $0 / 2 }, recent.filter { $0.isMultiple(of: 2) })
print(recent.dropFirst(), recent.prefix(2), Array(recent[1..<3]))
var letters: Ring = ["a", "b", "c"]
letters.append("d")
print(letters, letters.joined(), letters.firstIndex(of: "c") ?? -1, letters.sorted(by: >))
print(zip(recent, letters).map { "\($1)\($0)" })
