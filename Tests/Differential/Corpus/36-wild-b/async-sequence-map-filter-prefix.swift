// AsyncSequence operators on a custom counter: map, filter, prefix and reduce.
struct Countdown: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = Int
    var current: Int
    mutating func next() async -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
    func makeAsyncIterator() -> Countdown { self }
}

for await n in Countdown(current: 3) { print("T-\(n)") }
let evens = Countdown(current: 10).filter { $0 % 2 == 0 }.map { "[\($0)]" }.prefix(3)
for await label in evens { print(label, terminator: " ") }
print()
let sum = await Countdown(current: 100).reduce(0, +)
print("sum:", sum)
print(await Countdown(current: 5).contains(4), await Countdown(current: 5).first { $0 < 3 } as Any)
