// Async top-level code interleaved with blocks put on the main dispatch queue.
import Foundation
DispatchQueue.main.async { print("main queue block 1") }
print("A")
await Task.yield()
print("B")
DispatchQueue.main.async { print("main queue block 2") }
try await Task.sleep(nanoseconds: 10_000_000)
print("C", Thread.isMainThread)
