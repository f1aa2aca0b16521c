// Extending a program's generic type with a conformance to a program protocol, conditional on its argument.
protocol Renderable { func render() -> String }
struct Badge: Renderable { let text: String; func render() -> String { "(\(text))" } }
struct Row<Content> { var items: [Content] }
extension Row: Renderable where Content: Renderable {
    func render() -> String { items.map { $0.render() }.joined(separator: " ") }
}
extension Row where Content == Int {
    func render() -> String { items.map(String.init).joined(separator: ",") }
}
func show(_ r: some Renderable) { print("render:", r.render()) }
let badges = Row(items: [Badge(text: "yeni"), Badge(text: "popüler")])
show(badges)
print(Row(items: [1, 2, 3]).render())
show(Row(items: [badges, Row(items: [Badge(text: "iç")])]))
