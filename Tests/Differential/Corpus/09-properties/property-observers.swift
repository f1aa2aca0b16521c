// willSet and didSet observers, including oldValue and observers on an inout-passed property.
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) { print("About to set totalSteps to \(newTotalSteps)") }
        didSet {
            if totalSteps > oldValue { print("Added \(totalSteps - oldValue) steps") }
        }
    }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 896
func addTen(_ value: inout Int) { value += 10 }
addTen(&stepCounter.totalSteps)
struct Thermostat {
    var target = 20 {
        didSet { target = min(max(target, 10), 30); print("target \(oldValue) -> \(target)") }
    }
}
var t = Thermostat()
t.target = 45
t.target = 18
