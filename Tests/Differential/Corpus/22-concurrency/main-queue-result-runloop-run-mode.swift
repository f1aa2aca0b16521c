// Work queued on the main queue runs when the program spins the run loop with run(mode:before:).
import Foundation
var done = false
DispatchQueue.global().async {
    let value = (1...10).reduce(0, +)
    DispatchQueue.main.async {
        print("result on main:", value, Thread.isMainThread)
        done = true
    }
}
while !done && RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05)) {}
print("loop left, done =", done)
