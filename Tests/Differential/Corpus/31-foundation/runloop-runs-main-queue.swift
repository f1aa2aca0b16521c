// A synchronous program that spins the main run loop briefly, so work queued on the main queue and a timer run.
import Foundation
var log: [String] = []
DispatchQueue.main.async { log.append("main queue block") }
let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in log.append("timer fired") }
log.append("scheduled")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
print(log)
print("timer valid:", timer.isValid)
