// AsyncSequence operators on a stream: map, filter, prefix, contains and reduce.
func numbers(_ n: Int) -> AsyncStream<Int> {
    AsyncStream { c in
        for i in 1...n { c.yield(i) }
        c.finish()
    }
}
let evens = numbers(10).filter { $0 % 2 == 0 }.map { $0 * 10 }
for await value in evens.prefix(3) { print(value) }
print(await numbers(5).contains(4))
print(await numbers(5).reduce(0, +))
let words = AsyncStream<String> { c in ["bir", "iki", "üç"].forEach { c.yield($0) }; c.finish() }
var upper: [String] = []
for await w in words.map({ $0.uppercased() }) { upper.append(w) }
print(upper)
