// DispatchWorkItem: one cancelled before it runs, one performed, one waited on, and notify.
import Dispatch
var log: [String] = []
let queue = DispatchQueue(label: "work")
let first = DispatchWorkItem { log.append("first ran") }
let second = DispatchWorkItem { log.append("second ran") }
first.cancel()
queue.async(execute: first)
queue.async(execute: second)
second.wait()
print(log, first.isCancelled, second.isCancelled)
let third = DispatchWorkItem { log.append("third ran") }
let finished = DispatchSemaphore(value: 0)
third.notify(queue: .global()) { finished.signal() }
queue.asyncAfter(deadline: .now() + .milliseconds(5), execute: third)
finished.wait()
third.perform()
print(log)
