// A program gives its main thread a name of its own and reads it back.
import Foundation
Thread.current.name = "ana-axın"
print("main thread name:", Thread.current.name ?? "nil")
let same = Thread.current
print("same thread object:", same.name == "ana-axın", Thread.isMainThread)
