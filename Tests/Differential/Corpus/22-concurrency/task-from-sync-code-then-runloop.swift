// Synchronous top-level code starts a Task and a main-actor Task, then spins the main run loop until both finish.
import Foundation
var finished = 0
var events: [String] = []
Task {
    let total = (1...5).reduce(1, *)
    await MainActor.run { events.append("background result: \(total)"); finished += 1 }
}
Task { @MainActor in
    events.append("main-actor task on main thread: \(Thread.isMainThread)")
    finished += 1
}
let deadline = Date(timeIntervalSinceNow: 2)
while finished < 2 && Date() < deadline {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
}
// The two tasks may finish in either order: sorted, the output is the same every run.
events.sorted().forEach { print($0) }
print("finished:", finished)
