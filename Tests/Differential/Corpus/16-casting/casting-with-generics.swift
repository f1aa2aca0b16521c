// Generic functions inspecting their argument's dynamic type with as? and is.
func describe<T>(_ value: T) -> String {
    if let n = value as? Int { return "Int(\(n))" }
    if let s = value as? String { return "String(\(s.count) chars)" }
    if value is [Any] { return "an array" }
    return "other \(T.self)"
}
print(describe(5), describe("héllo"), describe([1, 2]), describe(2.5), describe(Optional(1)))
func countInstances<T>(of _: T.Type, in items: [Any]) -> Int { items.filter { $0 is T }.count }
let bag: [Any] = [1, "a", 2, 3.0, "b", 4]
print(countInstances(of: Int.self, in: bag), countInstances(of: String.self, in: bag), countInstances(of: Bool.self, in: bag))
