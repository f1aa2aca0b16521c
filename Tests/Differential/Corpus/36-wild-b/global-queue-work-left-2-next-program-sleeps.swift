// Sleeps for 0.4 s: work another program left on a global queue must not print here.
import Foundation
print("two: sleeping")
usleep(400_000)
print("two: awake")
print("end")
