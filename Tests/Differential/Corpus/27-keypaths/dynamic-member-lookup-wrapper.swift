// @dynamicMemberLookup forwarding key paths through a wrapper, plus string-based dynamic members.
struct Settings { var theme = "dark"; var fontSize = 14 }
@dynamicMemberLookup
final class Observed<Value> {
    private(set) var value: Value
    private(set) var changes: [String] = []
    init(_ value: Value) { self.value = value }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue; changes.append("\(keyPath == \Settings.theme ? "theme" : "other") -> \(newValue)") }
    }
}
let settings = Observed(Settings())
settings.theme = "light"
settings.fontSize += 2
print(settings.theme, settings.fontSize, settings.changes)
@dynamicMemberLookup
struct JSONish {
    let storage: [String: Any]
    subscript(dynamicMember key: String) -> String { storage[key].map { "\($0)" } ?? "<none>" }
}
let user = JSONish(storage: ["name": "Kamran", "age": 31])
print(user.name, user.age, user.email)
