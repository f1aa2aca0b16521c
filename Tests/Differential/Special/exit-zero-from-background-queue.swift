// expect: exit 0 — a background queue ends the program with exit(0) while the main thread waits forever.
import Foundation
let never = DispatchSemaphore(value: 0)
DispatchQueue.global().async {
    print("background work finished, exiting")
    exit(0)
}
never.wait()
print("never printed")
