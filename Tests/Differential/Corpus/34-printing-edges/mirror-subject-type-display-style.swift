// Mirror subjectType, superclassMirror and displayStyle for program types.
class Base { var id = 1 }
class Derived: Base { var label = "d" }
struct Point { var x = 0, y = 0 }
enum Mode { case on, off(reason: String) }
let values: [Any] = [Derived(), Point(), Mode.off(reason: "idle"), (1, "t"), [Point()], Optional<Point>.none as Any]
for v in values {
    let m = Mirror(reflecting: v)
    print(m.subjectType, "|", String(reflecting: m.subjectType), "|", m.displayStyle.map { "\($0)" } ?? "nil", m.children.map { $0.label ?? "_" })
}
let sm = Mirror(reflecting: Derived()).superclassMirror
print(sm?.subjectType as Any, sm?.children.first?.label as Any)
print(Mirror(reflecting: Mode.off(reason: "x")).children.first!.value)
