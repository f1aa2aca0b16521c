// Runs the main run loop briefly, after a program that left work on it (pair of -1)
import Foundation
print("two: running the loop")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("two: done")
