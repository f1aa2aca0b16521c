// A generic array builder: buildExpression, buildBlock, buildIf-style optionals and buildFinalResult.
@resultBuilder
struct ArrayBuilder<Element> {
    static func buildExpression(_ e: Element) -> [Element] { [e] }
    static func buildExpression(_ es: [Element]) -> [Element] { es }
    static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    static func buildEither(first: [Element]) -> [Element] { first }
    static func buildEither(second: [Element]) -> [Element] { second }
    static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [Element]) -> [Element] { parts }
}
func makeList(premium: Bool, @ArrayBuilder<String> _ content: (Bool) -> [String]) -> [String] { content(premium) }
let features = makeList(premium: true) { premium in
    "profile"
    "search"
    if premium { "offline mode"; "themes" } else { "ads" }
    for n in 1...2 { "slot \(n)" }
    ["extra a", "extra b"]
}
print(features)
print(makeList(premium: false) { p in if p { "x" } else { "free" } })
