// withTaskCancellationHandler in a detached task cancelled while it sleeps.
import Foundation
let started = DispatchSemaphore(value: 0)
let task = Task.detached { () -> String in
    await withTaskCancellationHandler {
        started.signal()
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000) }
        return "operation saw cancellation"
    } onCancel: {
        print("onCancel ran")
    }
}
started.wait()
task.cancel()
print(await task.value)
