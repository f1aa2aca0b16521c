// expect: exit 0 — RunLoop.main.run() never returns; a main-queue block scheduled with asyncAfter ends the program.
import Foundation
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
    print("after 10 ms on main:", Thread.isMainThread)
    exit(0)
}
print("running the main run loop")
RunLoop.main.run()
