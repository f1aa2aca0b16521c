// AsyncStream produced and consumed in order, and a custom AsyncSequence.
let stream = AsyncStream<Int> { continuation in
    for i in 1...5 { continuation.yield(i * i) }
    continuation.finish()
}
for await value in stream { print("got", value) }
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}
var collected: [Int] = []
for await n in Countdown(start: 3) { collected.append(n) }
print(collected)
print(await Countdown(start: 4).reduce(0, +))
