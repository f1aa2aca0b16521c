// A detached task hops back with MainActor.run to update main-actor state, as UIKit code does.
import Foundation

@MainActor enum Screen { static var statusText = "idle" }
@MainActor func render() { print("render:", Screen.statusText, "main thread:", Thread.isMainThread) }

render()
let worker = Task.detached(priority: .utility) { () -> Int in
    let computed = (1...10).reduce(0, +)
    await MainActor.run {
        Screen.statusText = "sum is \(computed)"
        render()
    }
    return computed
}
print("worker returned:", await worker.value)
render()
