// debugPrint, dump and print of values whose types are nested inside generic types.
struct Cache<Key: Hashable, Value> {
    struct Entry { let key: Key; let value: Value }
    enum Policy { case lru(limit: Int), forever }
    var entries: [Entry] = []
    var policy = Policy.lru(limit: 2)
}
var cache = Cache<String, Int>()
cache.entries.append(.init(key: "a", value: 1))
print(cache.entries[0])
debugPrint(cache.entries[0])
print(cache.policy, Cache<Int, Int>.Policy.forever)
debugPrint(cache.policy)
print(type(of: cache.entries), String(reflecting: type(of: cache.policy)))
dump(cache)
