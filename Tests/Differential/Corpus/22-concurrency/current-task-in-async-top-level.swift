// Top-level code that awaits runs in a task on the main actor.
import Foundation
withUnsafeCurrentTask { task in print("current task:", task == nil ? "none" : "some") }
await Task.yield()
print("main thread:", Thread.isMainThread)
MainActor.assertIsolated("top-level code is on the main actor")
print("isolated to the main actor")
