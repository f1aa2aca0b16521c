// Thread checks in synchronous top-level code, a Thread with a block and a global queue.
import Foundation

print("isMainThread:", Thread.isMainThread, "current is main:", Thread.current.isMainThread)
let done = DispatchSemaphore(value: 0)
var result = ""
let worker = Thread {
    result = "worker main? \(Thread.isMainThread), current.isMainThread: \(Thread.current.isMainThread)"
    done.signal()
}
worker.name = "image-decoder"
worker.start()
done.wait()
print(result)
DispatchQueue.global().sync { print("global sync on main thread:", Thread.isMainThread) }
