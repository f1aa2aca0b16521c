// Foundation Threads handing work over with semaphores, so the printed order is fixed.
import Foundation
let ping = DispatchSemaphore(value: 0)
let pong = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
var log: [String] = []
let worker = Thread {
    for i in 1...3 {
        ping.wait()
        log.append("pong \(i)")
        pong.signal()
    }
    done.signal()
}
worker.start()
for i in 1...3 {
    log.append("ping \(i)")
    ping.signal()
    pong.wait()
}
done.wait()
print(log.joined(separator: ", "))
