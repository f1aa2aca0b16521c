// DispatchGroup with enter/leave on a concurrent queue; results collected under a lock and sorted.
import Foundation

let queue = DispatchQueue(label: "thumbnails", attributes: .concurrent)
let group = DispatchGroup()
let lock = NSLock()
var sizes: [String: Int] = [:]
for name in ["hero.jpg", "icon.png", "banner.webp"] {
    group.enter()
    queue.async {
        let size = name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 97
        lock.lock(); sizes[name] = size; lock.unlock()
        group.leave()
    }
}
let result = group.wait(timeout: .now() + 5)
print("wait result:", result == .success ? "success" : "timedOut")
for name in sizes.keys.sorted() { print(name, sizes[name]!) }
