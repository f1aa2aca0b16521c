// @Observable from the Observation module: withObservationTracking reports the first change.
import Observation
@Observable
final class Counter {
    var count = 0
    var label = "taps"
    var ignoredByView = ""
}
let counter = Counter()
func observe() {
    withObservationTracking {
        print("view reads count=\(counter.count) label=\(counter.label)")
    } onChange: {
        print("change detected; the view will be recomputed")
    }
}
observe()
counter.ignoredByView = "not tracked"
print("after untracked change")
counter.count += 1
counter.count += 1
print("count is \(counter.count)")
observe()
counter.label = "clicks"
