// Walking nested values with Mirror: structs, tuples, optionals, enums and class hierarchies
struct Inner { var flag = true }
struct Outer { var name = "o"; var pair = (1, "two"); var inner = Inner(); var opt: Int? = nil }
class Base { var id = 1 }
final class Derived: Base { var extra = "x" }
func walk(_ value: Any, depth: Int = 0) {
    let m = Mirror(reflecting: value)
    for child in m.children {
        print(String(repeating: "  ", count: depth) + (child.label ?? "_") + ": " + String(describing: Mirror(reflecting: child.value).displayStyle.map { "\($0)" } ?? "leaf"))
        walk(child.value, depth: depth + 1)
    }
}
walk(Outer())
let d = Mirror(reflecting: Derived())
print(d.children.map { $0.label ?? "" }, d.superclassMirror?.children.map { $0.label ?? "" } ?? [])
