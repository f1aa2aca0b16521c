// A reflection-based "inspector" using Mirror on structs, classes, enums with payloads, tuples and optionals.
func inspect(_ value: Any, depth: Int = 0) {
    let mirror = Mirror(reflecting: value)
    let pad = String(repeating: "  ", count: depth)
    let style = mirror.displayStyle.map { "\($0)" } ?? "leaf"
    print("\(pad)\(mirror.subjectType) [\(style)]")
    for child in mirror.children {
        print("\(pad)  .\(child.label ?? "_") = \(child.value)")
        if !Mirror(reflecting: child.value).children.isEmpty && depth < 1 { inspect(child.value, depth: depth + 2) }
    }
}

struct Size { var w = 3, h = 4 }
final class Window { var title = "Main"; var size = Size(); var parent: Window? = nil }
enum Event { case resize(Size), close, move(dx: Int, dy: Int) }

inspect(Size())
inspect(Window())
inspect(Event.move(dx: 1, dy: -1))
inspect(Event.close)
inspect((id: 7, "seven"))
inspect(Optional(Size()) as Any)
print(Mirror(reflecting: Window()).children.compactMap(\.label))
