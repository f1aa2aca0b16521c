// Synchronous top-level code starts a Task and blocks on a semaphore until it signals.
import Dispatch

let done = DispatchSemaphore(value: 0)
var answer = 0
func compute() async -> Int { await Task.yield(); return 6 * 7 }
Task {
    answer = await compute()
    done.signal()
}
done.wait()
print("answer:", answer)
