// AsyncStream fed from a Task, finished by the producer; onTermination reports why it ended.
let stream = AsyncStream<Int> { continuation in
    continuation.onTermination = { reason in print("terminated:", reason) }
    Task {
        for i in 1...4 {
            continuation.yield(i)
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        continuation.finish()
    }
}
var sum = 0
for await value in stream {
    print("received", value)
    sum += value
}
print("sum", sum)
