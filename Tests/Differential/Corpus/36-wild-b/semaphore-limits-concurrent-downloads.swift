// Tutorial: a DispatchSemaphore caps "downloads" at two at a time; the peak is printed at the end.
import Foundation

let gate = DispatchSemaphore(value: 2)
let lock = NSLock()
var running = 0, peak = 0, finished: [String] = []
let group = DispatchGroup()
for file in ["a.zip", "b.zip", "c.zip", "d.zip", "e.zip"] {
    DispatchQueue.global().async(group: group) {
        gate.wait()
        lock.lock(); running += 1; peak = max(peak, running); lock.unlock()
        usleep(2_000)
        lock.lock(); running -= 1; finished.append(file); lock.unlock()
        gate.signal()
    }
}
group.wait()
print("finished:", finished.sorted().joined(separator: ", "))
print("peak at most two:", peak <= 2)
