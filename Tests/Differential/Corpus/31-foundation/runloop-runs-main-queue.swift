// A synchronous program that spins the main run loop until a timer fires, so work queued on the main queue and the timer run.
import Foundation
var log: [String] = []
var fired = false
DispatchQueue.main.async { log.append("main queue block") }
let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in log.append("timer fired"); fired = true }
log.append("scheduled")
let deadline = Date(timeIntervalSinceNow: 10)
while !fired && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05)) }
print(log)
print("timer valid:", timer.isValid)
