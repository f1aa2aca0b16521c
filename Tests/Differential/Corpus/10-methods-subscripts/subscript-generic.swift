// A generic subscript on a heterogeneous container keyed by String.
struct Bag {
    private var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key: String, as type: T.Type) -> T? { storage[key] as? T }
}
var bag = Bag()
bag["count"] = 3
bag["name"] = "box"
let count: Int? = bag["count"]
let wrong: String? = bag["count"]
print(count as Any, wrong as Any)
print(bag["name", as: String.self] ?? "?", bag["missing", as: Double.self] as Any)
