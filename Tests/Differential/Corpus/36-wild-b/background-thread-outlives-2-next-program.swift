// Sleeps for half a second and prints: nothing from another program may show up meanwhile.
import Foundation
print("napping")
usleep(500_000)
print("awake")
