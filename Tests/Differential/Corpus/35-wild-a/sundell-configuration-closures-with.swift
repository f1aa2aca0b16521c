// Swift by Sundell style: a generic `with` configurator, closure-based builders and @discardableResult chaining.
@discardableResult
func with<T>(_ value: T, _ configure: (inout T) throws -> Void) rethrows -> T {
    var copy = value
    try configure(&copy)
    return copy
}

struct Label { var text = ""; var fontSize = 12; var lines = 1; var isBold = false }

final class ButtonBuilder {
    private var title = "Button", color = "gray", actions: [String] = []
    @discardableResult func title(_ t: String) -> Self { title = t; return self }
    @discardableResult func color(_ c: String) -> Self { color = c; return self }
    @discardableResult func on(_ event: String) -> Self { actions.append(event); return self }
    func build() -> String { "[\(title)] color=\(color) actions=\(actions)" }
}

let heading = with(Label()) {
    $0.text = "Welcome back"
    $0.fontSize = 28
    $0.isBold = true
}
print(heading)
let footnote = with(heading) { $0.fontSize = 10; $0.isBold = false; $0.lines = 0 }
print(footnote.text, footnote.fontSize, footnote.lines, heading.fontSize)
print(ButtonBuilder().title("Pay").color("green").on("tap").on("longPress").build())
let numbers = with([3, 1, 2]) { $0.sort(); $0.append(4) }
print(numbers)
struct Invalid: Error {}
do {
    try with(Label()) { label in if label.text.isEmpty { throw Invalid() } }
} catch { print("configuration failed:", error) }
