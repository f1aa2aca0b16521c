// A Foundation Thread started with a block, naming itself, waited for with a semaphore.
import Foundation
let finished = DispatchSemaphore(value: 0)
var sum = 0
var workerName = ""
var workerIsMain = true
let worker = Thread {
    Thread.current.name = "toplayıcı"
    sum = (1...100).reduce(0, +)
    workerName = Thread.current.name ?? "nil"
    workerIsMain = Thread.isMainThread
    finished.signal()
}
worker.start()
finished.wait()
print("sum:", sum, "worker:", workerName, "main:", workerIsMain)
print("top level on main thread:", Thread.isMainThread)
