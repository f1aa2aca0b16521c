// A TaskLocal bound by synchronous top-level code is seen by a Task started inside the binding.
import Foundation
enum Trace { @TaskLocal static var name = "root" }
let done = DispatchSemaphore(value: 0)
Trace.$name.withValue("sync-binding") {
    print("inside binding:", Trace.name)
    Task { print("task sees:", Trace.name); done.signal() }
}
done.wait()
print("after:", Trace.name)
