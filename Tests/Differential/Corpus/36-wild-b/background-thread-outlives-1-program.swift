// A detached Thread that would print after main ends; the process exits first, so it never does.
import Foundation
Thread.detachNewThread {
    usleep(300_000)
    print("late thread: should never appear")
}
print("main done, not waiting")
