// Interview question style: FizzBuzz, anagrams, LRU cache class and a generic stack, all printed.
for i in 1...15 { print(i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : "\(i)", terminator: i == 15 ? "\n" : " ") }
func groupAnagrams(_ words: [String]) -> [[String]] {
    Dictionary(grouping: words) { String($0.sorted()) }.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
}
print(groupAnagrams(["eat", "tea", "tan", "ate", "nat", "bat"]))
final class LRUCache<Key: Hashable, Value> {
    private var order: [Key] = []
    private var store: [Key: Value] = [:]
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    func get(_ k: Key) -> Value? {
        guard let v = store[k] else { return nil }
        order.removeAll { $0 == k }; order.append(k); return v
    }
    func put(_ k: Key, _ v: Value) {
        if store[k] == nil, store.count == capacity { store[order.removeFirst()] = nil }
        order.removeAll { $0 == k }; order.append(k); store[k] = v
    }
}
let cache = LRUCache<Int, String>(capacity: 2)
cache.put(1, "one"); cache.put(2, "two"); _ = cache.get(1); cache.put(3, "three")
print(cache.get(2) as Any, cache.get(1) as Any, cache.get(3) as Any, cache)
struct Stack<Element>: CustomDebugStringConvertible {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var debugDescription: String { "Stack\(items)" }
}
var st = Stack<Character>()
"abc".forEach { st.push($0) }
debugPrint(st); print(st, st.pop() as Any)
