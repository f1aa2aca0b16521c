// Task priority seen by synchronous top-level code and by a Task it starts.
import Foundation
print("top level:", Task.currentPriority)
print("base:", Task.basePriority as Any)
let done = DispatchSemaphore(value: 0)
var seen: TaskPriority?
Task { seen = Task.currentPriority; done.signal() }
done.wait()
print("task:", seen!)
