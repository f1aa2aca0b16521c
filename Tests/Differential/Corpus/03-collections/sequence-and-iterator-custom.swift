// A custom Sequence and IteratorProtocol, AnySequence, zip, enumerated and a lazy chain with prints.
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
print(Array(Countdown(current: 3)))
for (i, n) in Countdown(current: 2).enumerated() { print(i, n) }
let boxed = AnySequence { Countdown(current: 4) }
print(boxed.map { $0 * 10 }, boxed.contains(2))
let pairs = zip(["a", "b", "c"], Countdown(current: 5))
print(Array(pairs).map { "\($0)\($1)" })
let lazyChain = Countdown(current: 6).lazy.filter { n -> Bool in print("check", n); return n % 2 == 0 }.map { $0 * $0 }
print(Array(lazyChain.prefix(2)))
