// A top-level for await over an AsyncStream fed by a continuation, after some synchronous code.
print("setting up")
let (stream, continuation) = AsyncStream.makeStream(of: String.self)
let messages = ["bağlandı", "yükleniyor", "hazır"]
print("messages prepared:", messages.count)
Task {
    for message in messages { continuation.yield(message) }
    continuation.finish()
}
var received = 0
for await message in stream {
    received += 1
    print(received, message)
}
print("stream finished after", received)
