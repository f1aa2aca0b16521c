// A generic LRU cache with Hashable keys, a where-clause extension and generic free functions.
struct LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }

    mutating func get(_ key: Key) -> Value? {
        guard let value = storage[key] else { return nil }
        touch(key)
        return value
    }

    mutating func put(_ key: Key, _ value: Value) {
        storage[key] = value
        touch(key)
        if order.count > capacity {
            let evicted = order.removeFirst()
            storage[evicted] = nil
            print("  evicted \(evicted)")
        }
    }

    private mutating func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    var keysByRecency: [Key] { order }
}

extension LRUCache where Value: Numeric {
    var total: Value { order.compactMap { storage[$0] }.reduce(0, +) }
}

extension LRUCache: CustomStringConvertible where Key: Comparable {
    var description: String { "LRU(\(order.sorted().map { "\($0)" }.joined(separator: ",")))" }
}

var cache = LRUCache<String, Int>(capacity: 2)
cache.put("bir", 1)
cache.put("iki", 2)
print(cache.get("bir") as Any)
cache.put("üç", 3)
print(cache.get("iki") as Any, cache.keysByRecency, cache.total)
print(cache)

func firstDuplicate<S: Sequence>(_ s: S) -> S.Element? where S.Element: Hashable {
    var seen = Set<S.Element>()
    for e in s { if !seen.insert(e).inserted { return e } }
    return nil
}
print(firstDuplicate([3, 1, 4, 1, 5]) as Any, firstDuplicate("abcdb") as Any, firstDuplicate([Int]()) as Any)
var wordCache = LRUCache<Int, [String]>(capacity: 1)
wordCache.put(1, ["a"]); wordCache.put(2, ["b"])
print(wordCache.keysByRecency, type(of: wordCache))
