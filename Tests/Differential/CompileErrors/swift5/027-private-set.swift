// main.swift — private(set) allows reading but not writing from outside
struct StepCounter {
    private(set) var steps = 0

    mutating func walk() {
        steps += 1
    }
}

var counter = StepCounter()
counter.walk()
counter.steps = 100
print(counter.steps)
