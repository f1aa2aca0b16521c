// Synchronous top-level code is not on the main actor: the task it starts runs on the global executor
// while the main thread waits for it.
import Foundation

let finished = DispatchSemaphore(value: 0)
Task {
    print("görev çalıştı")
    finished.signal()
}
finished.wait()
print("ana kod bitti")
