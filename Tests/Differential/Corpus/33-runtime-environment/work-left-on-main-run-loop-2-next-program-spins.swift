// A program that spins the main run loop runs only the work it put there itself.
import Foundation
var log: [String] = []
DispatchQueue.main.async { log.append("own main-queue block") }
Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in log.append("own timer") }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.15))
log.append("after spin")
print(log)
