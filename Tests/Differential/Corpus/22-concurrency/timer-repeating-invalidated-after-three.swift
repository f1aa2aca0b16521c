// A repeating Timer counting down on the main run loop, invalidated after three ticks.
import Foundation
var ticks = 0
let timer = Timer.scheduledTimer(withTimeInterval: 0.005, repeats: true) { t in
    ticks += 1
    print("tick", ticks)
    if ticks == 3 { t.invalidate() }
}
let deadline = Date(timeIntervalSinceNow: 2)
while timer.isValid && Date() < deadline {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
}
print("ticks:", ticks, "valid:", timer.isValid)
