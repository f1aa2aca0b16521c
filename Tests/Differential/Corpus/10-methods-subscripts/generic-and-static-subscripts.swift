// Subscripts with generic parameters, static subscripts and subscripts with defaults.
struct Store {
    private var values: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
    subscript<T: Numeric>(sum keys: String...) -> T {
        keys.compactMap { values[$0] as? T }.reduce(0, +)
    }
    static subscript(kind: String) -> String { "static-\(kind)" }
}
var s = Store()
s["a"] = 1
s["b"] = 2
s["name"] = "Ada"
let a: Int? = s["a"]
print(a as Any, s["name", as: String.self] as Any, s["name", as: Int.self] as Any)
let total: Int = s[sum: "a", "b", "zz"]
print(total, Store["x"])
enum Matrix { static subscript(r: Int, c: Int) -> Int { r * 10 + c } }
print(Matrix[2, 3])
