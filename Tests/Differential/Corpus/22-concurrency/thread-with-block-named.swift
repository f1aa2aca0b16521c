// A Foundation Thread started with a block, named before it starts, waited for with a semaphore.
import Foundation
let finished = DispatchSemaphore(value: 0)
var sum = 0
var workerName = ""
var workerIsMain = true
let worker = Thread {
    sum = (1...100).reduce(0, +)
    workerName = Thread.current.name ?? "nil"
    workerIsMain = Thread.isMainThread
    finished.signal()
}
worker.name = "toplayıcı"
worker.start()
finished.wait()
print("sum:", sum, "worker:", workerName, "main:", workerIsMain)
print("top level on main thread:", Thread.isMainThread)
