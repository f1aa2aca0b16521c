// Schedules a timer and a perform on the main run loop but never runs it (pair: -2 runs the loop)
import Foundation
Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in print("timer of program one fired") }
RunLoop.main.perform { print("perform of program one ran") }
print("one: scheduled, not running the loop")
