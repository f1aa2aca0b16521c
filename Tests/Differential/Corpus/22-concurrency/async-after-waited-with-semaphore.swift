// asyncAfter with a short delay on a global queue, waited for with a semaphore.
import Dispatch
let semaphore = DispatchSemaphore(value: 0)
var message = "not yet"
DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
    message = "delivered"
    semaphore.signal()
}
print("before wait:", message)
let result = semaphore.wait(timeout: .now() + .seconds(2))
print("wait result:", result == .success ? "success" : "timed out")
print("after wait:", message)
