// An HTML DSL with a result builder: if/else, for loops, optionals and availability in builder blocks, rendered indented.
protocol Node { func render(indent: Int) -> [String] }

struct Text: Node {
    let value: String
    init(_ value: String) { self.value = value }
    func render(indent: Int) -> [String] { [String(repeating: "  ", count: indent) + value] }
}

struct Element: Node {
    let tag: String
    var attributes: [(String, String)] = []
    let children: [Node]
    init(_ tag: String, _ attributes: [(String, String)] = [], @HTMLBuilder children: () -> [Node] = { [] }) {
        self.tag = tag; self.attributes = attributes; self.children = children()
    }
    func render(indent: Int) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        let attrs = attributes.map { " \($0.0)=\"\($0.1)\"" }.joined()
        if children.isEmpty { return ["\(pad)<\(tag)\(attrs)/>"] }
        if children.count == 1, let t = children[0] as? Text { return ["\(pad)<\(tag)\(attrs)>\(t.value)</\(tag)>"] }
        return ["\(pad)<\(tag)\(attrs)>"] + children.flatMap { $0.render(indent: indent + 1) } + ["\(pad)</\(tag)>"]
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ string: String) -> [Node] { [Text(string)] }
    static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
    static func buildFinalResult(_ nodes: [Node]) -> [Node] { nodes }
}

func div(_ cls: String, @HTMLBuilder _ content: () -> [Node]) -> Node { Element("div", [("class", cls)], children: content) }

@HTMLBuilder
func page(title: String, user: String?, items: [(String, Int)]) -> [Node] {
    Element("h1") { title }
    if let user {
        Element("p") { "Welcome back, \(user)!" }
    } else {
        Element("a", [("href", "/login")]) { "Sign in" }
    }
    div("cart") {
        if items.isEmpty {
            "Your cart is empty."
        } else {
            Element("ul") {
                for (name, qty) in items {
                    Element("li", [("data-qty", "\(qty)")]) { qty > 1 ? "\(name) ×\(qty)" : name }
                }
            }
            Element("p") { "Total items: \(items.map(\.1).reduce(0, +))" }
        }
    }
    if #available(macOS 10.15, *) {
        Element("footer") { "© 2024" }
    }
    Element("hr")
}

for nodes in [page(title: "Shop", user: "Ada", items: [("Tea", 2), ("Scone", 1)]), page(title: "Shop", user: nil, items: [])] {
    print(Element("body") { nodes }.render(indent: 0).joined(separator: "\n"))
    print("--- \(nodes.count) top-level nodes")
}
