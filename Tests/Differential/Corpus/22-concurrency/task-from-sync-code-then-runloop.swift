// Synchronous top-level code starts a Task and a main-actor Task, then spins the main run loop until both finish.
import Foundation
var finished = 0
Task {
    let total = (1...5).reduce(0, *)
    await MainActor.run { print("background result:", total); finished += 1 }
}
Task { @MainActor in
    print("main-actor task on main thread:", Thread.isMainThread)
    finished += 1
}
let deadline = Date(timeIntervalSinceNow: 2)
while finished < 2 && Date() < deadline {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
}
print("finished:", finished)
