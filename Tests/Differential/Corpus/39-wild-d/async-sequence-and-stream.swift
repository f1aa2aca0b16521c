// An AsyncStream fed synchronously, consumed with for await, map and a custom AsyncSequence
struct Countdown: AsyncSequence {
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var n: Int
        mutating func next() async -> Int? { guard n > 0 else { return nil }; defer { n -= 1 }; return n }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(n: start) }
}
let stream = AsyncStream<String> { c in
    for w in ["alpha", "beta", "gamma"] { c.yield(w) }
    c.finish()
}
for await word in stream { print("word", word) }
for await n in Countdown(start: 3) { print("count", n) }
var doubled: [Int] = []
for await n in Countdown(start: 4).map({ $0 * 2 }) { doubled.append(n) }
print(doubled)
