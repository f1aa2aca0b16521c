// Work left pending on a global queue (asyncAfter and a timer source) when the program ends never runs.
import Foundation
DispatchQueue.global().asyncAfter(deadline: .now() + 0.15) { print("late work of program one") }
let source = DispatchSource.makeTimerSource(queue: .global())
source.schedule(deadline: .now() + 0.1)
source.setEventHandler { print("timer source of program one") }
source.resume()
print("one: done")
