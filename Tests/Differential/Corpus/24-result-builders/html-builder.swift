// A result builder producing an HTML string tree with nested elements.
struct Node {
    let tag: String?
    let text: String
    let children: [Node]
    func render(_ depth: Int = 0) -> String {
        let pad = String(repeating: "  ", count: depth)
        guard let tag else { return pad + text }
        return ([pad + "<\(tag)>"] + children.map { $0.render(depth + 1) } + [pad + "</\(tag)>"]).joined(separator: "\n")
    }
}
@resultBuilder enum HTMLBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [Node(tag: nil, text: text, children: [])] }
    static func buildOptional(_ parts: [Node]?) -> [Node] { parts ?? [] }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}
func element(_ tag: String, @HTMLBuilder _ content: () -> [Node]) -> Node { Node(tag: tag, text: "", children: content()) }
let items = ["Çay", "Kahve"]
let showFooter = true
let page = element("body") {
    element("h1") { "Menü" }
    element("ul") {
        for item in items { element("li") { item } }
    }
    if showFooter { element("footer") { "Afiyet olsun" } }
}
print(page.render())
