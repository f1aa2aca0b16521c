// LeetCode 146 LRU Cache: a class with a doubly linked list of nodes and a dictionary, plus a test driver.
class LRUCache {
    private final class Node {
        let key: Int
        var value: Int
        var prev: Node?
        var next: Node?
        init(_ key: Int, _ value: Int) { self.key = key; self.value = value }
    }
    private let capacity: Int
    private var map: [Int: Node] = [:]
    private let head = Node(0, 0), tail = Node(0, 0)

    init(_ capacity: Int) {
        self.capacity = capacity
        head.next = tail; tail.prev = head
    }
    private func remove(_ n: Node) { n.prev?.next = n.next; n.next?.prev = n.prev }
    private func insertFront(_ n: Node) { n.next = head.next; n.prev = head; head.next?.prev = n; head.next = n }

    func get(_ key: Int) -> Int {
        guard let n = map[key] else { return -1 }
        remove(n); insertFront(n)
        return n.value
    }
    func put(_ key: Int, _ value: Int) {
        if let n = map[key] { n.value = value; remove(n); insertFront(n); return }
        if map.count == capacity, let lru = tail.prev { remove(lru); map[lru.key] = nil }
        let n = Node(key, value)
        map[key] = n; insertFront(n)
    }
    var keysByRecency: [Int] {
        var out: [Int] = [], cur = head.next
        while let c = cur, c !== tail { out.append(c.key); cur = c.next }
        return out
    }
}

let cache = LRUCache(2)
cache.put(1, 1); cache.put(2, 2)
print(cache.get(1))
cache.put(3, 3)
print(cache.get(2))
cache.put(4, 4)
print(cache.get(1), cache.get(3), cache.get(4))
print(cache.keysByRecency)
