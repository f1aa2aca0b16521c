// Producer and consumer threads sharing a buffer guarded by an NSCondition.
import Foundation
let condition = NSCondition()
var buffer: [Int] = []
var consumed: [Int] = []
let done = DispatchSemaphore(value: 0)
let consumer = Thread {
    for _ in 0..<5 {
        condition.lock()
        while buffer.isEmpty { condition.wait() }
        consumed.append(buffer.removeFirst())
        condition.unlock()
    }
    done.signal()
}
consumer.start()
for i in 1...5 {
    condition.lock()
    buffer.append(i * 11)
    condition.signal()
    condition.unlock()
}
done.wait()
print("consumed:", consumed)
