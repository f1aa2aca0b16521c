// An LRU cache built on a doubly linked list of class nodes (weak prev, strong next) with deinit tracing.
final class Node<Key: Hashable, Value> {
    let key: Key
    var value: Value
    var next: Node?
    weak var prev: Node?
    init(_ key: Key, _ value: Value) { self.key = key; self.value = value }
    deinit { print("  evicted node \(key)") }
}

final class LRUCache<Key: Hashable, Value>: CustomStringConvertible {
    private var map: [Key: Node<Key, Value>] = [:]
    private var head: Node<Key, Value>?
    private weak var tail: Node<Key, Value>?
    let capacity: Int
    private(set) var hits = 0, misses = 0
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? {
        get {
            guard let node = map[key] else { misses += 1; return nil }
            hits += 1
            moveToFront(node)
            return node.value
        }
        set {
            if let value = newValue { put(key, value) } else { remove(key) }
        }
    }

    private func put(_ key: Key, _ value: Value) {
        if let node = map[key] {
            node.value = value
            moveToFront(node)
            return
        }
        let node = Node(key, value)
        map[key] = node
        insertFront(node)
        if map.count > capacity, let last = tail {
            onEvict?(last.key, last.value)
            remove(last.key)
        }
    }

    private func remove(_ key: Key) {
        guard let node = map.removeValue(forKey: key) else { return }
        unlink(node)
    }

    private func unlink(_ node: Node<Key, Value>) {
        let before = node.prev, after = node.next
        if let before { before.next = after } else { head = after }
        if let after { after.prev = before } else { tail = before }
        node.next = nil
        node.prev = nil
    }

    private func insertFront(_ node: Node<Key, Value>) {
        node.next = head
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }

    private func moveToFront(_ node: Node<Key, Value>) {
        guard head !== node else { return }
        unlink(node)
        insertFront(node)
    }

    var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = head
        while let n = cursor { keys.append(n.key); cursor = n.next }
        return keys
    }
    var description: String { "LRU(\(keysByRecency.map { "\($0)" }.joined(separator: ","))) hits=\(hits) misses=\(misses)" }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache.onEvict = { key, value in print("  onEvict(\(key), \(value))") }
print("put a b c")
cache["a"] = 1; cache["b"] = 2; cache["c"] = 3
print(cache)
print("get a ->", cache["a"] ?? -1)
print("put d")
cache["d"] = 4
print(cache)
print("get b ->", cache["b"] as Any)
print("update c, put e")
cache["c"] = 30
cache["e"] = 5
print(cache)
print("remove c")
cache["c"] = nil
print(cache)

func memoizedSquares(_ inputs: [Int]) -> [Int] {
    let memo = LRUCache<Int, Int>(capacity: 2)
    return inputs.map { x in
        if let cached = memo[x] { return cached }
        let value = x * x
        memo[x] = value
        return value
    }
}
print("squares:")
print(memoizedSquares([2, 3, 2, 4, 3]))
print("final:", cache, cache.keysByRecency.count)
