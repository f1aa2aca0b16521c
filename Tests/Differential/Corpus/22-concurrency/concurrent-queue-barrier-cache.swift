// A thread-safe cache: a concurrent queue with sync reads and barrier writes, then a serial queue's sync.
import Dispatch
final class SafeCache {
    private var storage: [String: Int] = [:]
    private let queue = DispatchQueue(label: "cache.queue", attributes: .concurrent)
    func set(_ key: String, _ value: Int) { queue.async(flags: .barrier) { self.storage[key] = value } }
    func get(_ key: String) -> Int? { queue.sync { storage[key] } }
    var count: Int { queue.sync { storage.count } }
}
let cache = SafeCache()
for (i, word) in ["alma", "armud", "heyva", "nar"].enumerated() { cache.set(word, i * 10) }
print(cache.get("heyva") as Any, cache.get("gilas") as Any, cache.count)
let serial = DispatchQueue(label: "serial")
var order: [Int] = []
for i in 0..<5 { serial.async { order.append(i) } }
serial.sync { order.append(99) }
print(order)
