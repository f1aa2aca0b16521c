// A result builder DSL for HTML declared in the program: buildBlock, buildOptional, buildEither, buildArray.
protocol Node { func render(indent: Int) -> String }

struct Text: Node {
    let value: String
    init(_ value: String) { self.value = value }
    func render(indent: Int) -> String { String(repeating: "  ", count: indent) + value }
}

struct Element: Node {
    let tag: String
    let children: [Node]
    init(_ tag: String, @HTMLBuilder _ content: () -> [Node]) { self.tag = tag; children = content() }
    func render(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        return ([pad + "<\(tag)>"] + children.map { $0.render(indent: indent + 1) } + [pad + "</\(tag)>"]).joined(separator: "\n")
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

let loggedIn = true
let items = ["Home", "Profile", "Settings"]

let page = Element("body") {
    Element("h1") { Text("Welcome") }
    if loggedIn {
        Text("Signed in")
    } else {
        Text("Please sign in")
    }
    Element("ul") {
        for item in items where item != "Profile" {
            Element("li") { Text(item) }
        }
    }
}
print(page.render(indent: 0))
