// A @resultBuilder with if/else, optional, loops and availability, building an indented outline
@resultBuilder
enum Outline {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
    static func buildEither(first p: [String]) -> [String] { p }
    static func buildEither(second p: [String]) -> [String] { p }
    static func buildArray(_ ps: [[String]]) -> [String] { ps.flatMap { $0 } }
    static func buildLimitedAvailability(_ p: [String]) -> [String] { p }
}
func section(_ title: String, @Outline _ body: () -> [String]) -> [String] {
    [title] + body().map { "  " + $0 }
}
let showExtras = false
let doc = section("Swift") {
    "Basics"
    for topic in ["Closures", "Generics"] { "Topic: \(topic)" }
    if showExtras { "Extras" } else { "No extras" }
    if let first = ["Macros"].first { first }
    if #available(macOS 10.15, *) { "Concurrency" }
}
print(doc.joined(separator: "\n"))
