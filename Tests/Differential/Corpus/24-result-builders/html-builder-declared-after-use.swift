// A @resultBuilder declared after use, with if/else, for loops and optionals.
func html(@HTMLBuilder _ content: () -> [String]) -> String { content().joined(separator: "\n") }
let loggedIn = true
let items = ["a", "b"]
print(html {
    "<h1>Title</h1>"
    if loggedIn { "<p>welcome</p>" } else { "<p>login</p>" }
    for i in items { "<li>\(i)</li>" }
    if let first = items.first { "<b>\(first)</b>" }
})
@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
print(type(of: HTMLBuilder.self), HTMLBuilder.self)
