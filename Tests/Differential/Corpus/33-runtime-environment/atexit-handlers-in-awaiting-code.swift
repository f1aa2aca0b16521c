// atexit handlers in top-level code that awaits, registered before and after a suspension
import Foundation
atexit { print("first handler registered, runs last") }
print("start")
await Task.yield()
atexit { print("second handler registered, runs first") }
print("end of top-level code")
