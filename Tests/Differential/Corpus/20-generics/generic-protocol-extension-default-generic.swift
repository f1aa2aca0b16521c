// A generic cache over any Hashable key, keeping hit counts, with a where-constrained printout.
final class Cache<Key: Hashable, Value> {
    private var store: [Key: Value] = [:]
    private(set) var hits = 0, misses = 0
    func value(for key: Key, orCompute make: () -> Value) -> Value {
        if let v = store[key] { hits += 1; return v }
        misses += 1
        let v = make()
        store[key] = v
        return v
    }
}
extension Cache where Key: Comparable {
    func keys() -> [Key] { store.keys.sorted() }
}
let cache = Cache<String, Int>()
for word in ["elma", "armut", "elma", "kiraz", "armut", "elma"] {
    _ = cache.value(for: word) { word.count }
}
print(cache.hits, cache.misses, cache.keys())
