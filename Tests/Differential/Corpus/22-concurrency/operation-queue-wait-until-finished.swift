// OperationQueue with block operations and waitUntilAllOperationsAreFinished, results gathered under a lock.
import Foundation
let queue = OperationQueue()
queue.name = "images"
queue.maxConcurrentOperationCount = 3
let lock = NSLock()
var sizes: [String: Int] = [:]
for name in ["kedi.png", "it.jpg", "quş.gif", "at.heic"] {
    queue.addOperation {
        let size = name.utf8.count * 1000
        lock.lock(); sizes[name] = size; lock.unlock()
    }
}
queue.waitUntilAllOperationsAreFinished()
for (name, size) in sizes.sorted(by: { $0.key < $1.key }) { print(name, size) }
print("operations left:", queue.operationCount, "name:", queue.name ?? "-")
