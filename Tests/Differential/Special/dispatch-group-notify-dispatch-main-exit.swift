// expect: exit 0 — DispatchGroup.notify on the main queue runs under dispatchMain() and ends the program with exit(0).
import Foundation
let group = DispatchGroup()
let lock = NSLock()
var results: [Int] = []
for i in 1...4 {
    DispatchQueue.global().async(group: group) {
        lock.lock(); results.append(i * i); lock.unlock()
    }
}
group.notify(queue: .main) {
    print("all done:", results.sorted())
    print("on main thread:", Thread.isMainThread)
    exit(0)
}
print("waiting")
dispatchMain()
