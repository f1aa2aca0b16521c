// String(describing:), String(reflecting:) and type(of:) of nested generic types and their optionals.
struct Cache<Key: Hashable, Value> {
    struct Entry { var key: Key; var value: Value }
    enum Policy { case lru(limit: Int), forever }
    var entries: [Entry] = []
}

let entry = Cache<String, Int>.Entry(key: "a", value: 1)
let policy: Cache<Int, [String]>.Policy? = .lru(limit: 10)
print(String(describing: entry))
print(String(reflecting: entry))
print(type(of: entry), "|", String(reflecting: type(of: entry)))
print(String(describing: policy))
print(String(reflecting: policy))
print(type(of: policy))
print(Cache<String, Int>.self, Cache<String, Int>.Policy.forever)
debugPrint(Cache<Double, Bool>.Entry(key: 1.5, value: false))
