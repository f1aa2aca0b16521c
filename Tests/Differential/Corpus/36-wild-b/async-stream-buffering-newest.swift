// AsyncStream.makeStream with .bufferingNewest(2): values yielded before anyone iterates are dropped but the last two.
let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(2))
for value in 1...5 {
    let result = continuation.yield(value)
    switch result {
    case .enqueued(let remaining): print("yield \(value): enqueued, room \(remaining)")
    case .dropped(let old): print("yield \(value): dropped \(old)")
    case .terminated: print("yield \(value): terminated")
    @unknown default: print("?")
    }
}
continuation.finish()
print("after finish:", continuation.yield(6))
var received: [Int] = []
for await value in stream { received.append(value) }
print("received:", received)
