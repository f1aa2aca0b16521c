// A "ticker" AsyncStream with .bufferingOldest(3), consumed with for await and early break.
struct Tick: CustomStringConvertible {
    var n: Int
    var description: String { "tick#\(n)" }
}

let ticks = AsyncStream(Tick.self, bufferingPolicy: .bufferingOldest(3)) { continuation in
    for n in 1...6 { continuation.yield(Tick(n: n)) }
    continuation.finish()
}

var seen = 0
for await tick in ticks {
    print(tick, terminator: seen < 1 ? ", " : "\n")
    seen += 1
    if seen == 2 { break }
}
print("stopped after", seen)
