// Mirror: walking the children of structs and classes, display style and subject type.
struct Config { let host: String; let port: Int; let secure: Bool }
class Base { let id = 1 }
final class Derived: Base { let extra = "x" }
let config = Config(host: "localhost", port: 8080, secure: false)
let mirror = Mirror(reflecting: config)
print(mirror.displayStyle as Any, mirror.subjectType)
for child in mirror.children { print(child.label ?? "?", "=", child.value) }
let d = Mirror(reflecting: Derived())
print(d.displayStyle as Any, d.children.map { $0.label ?? "?" }, d.superclassMirror?.children.map { $0.label ?? "?" } ?? [])
print(Mirror(reflecting: (1, "a")).children.map { $0.label ?? "?" })
print(Mirror(reflecting: Optional(3)).displayStyle as Any, Mirror(reflecting: [1, 2]).children.count)
func toDictionary(_ value: Any) -> [String: String] {
    Dictionary(uniqueKeysWithValues: Mirror(reflecting: value).children.compactMap { c in c.label.map { ($0, "\(c.value)") } })
}
print(toDictionary(config).sorted { $0.key < $1.key })
