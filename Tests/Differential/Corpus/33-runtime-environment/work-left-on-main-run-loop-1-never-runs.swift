// Work left on the main queue, the main run loop and a timer by a program that never runs them is never done.
import Foundation
DispatchQueue.main.async { print("main queue block (never printed)") }
OperationQueue.main.addOperation { print("main operation queue (never printed)") }
RunLoop.main.perform { print("run loop perform (never printed)") }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) { print("asyncAfter (never printed)") }
let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in print("timer (never printed)") }
print("queued five pieces of work; timer valid:", timer.isValid)
