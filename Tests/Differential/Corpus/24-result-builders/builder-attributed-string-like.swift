// A builder building styled text runs, with buildExpression converting plain strings.
struct Run: CustomStringConvertible {
    var text: String; var bold = false
    var description: String { bold ? "**\(text)**" : text }
}
@resultBuilder enum RunsBuilder {
    static func buildExpression(_ s: String) -> [Run] { [Run(text: s)] }
    static func buildExpression(_ r: Run) -> [Run] { [r] }
    static func buildBlock(_ parts: [Run]...) -> [Run] { parts.flatMap { $0 } }
    static func buildArray(_ parts: [[Run]]) -> [Run] { parts.flatMap { $0 } }
}
func bold(_ s: String) -> Run { Run(text: s, bold: true) }
func paragraph(@RunsBuilder _ build: () -> [Run]) -> String { build().map(\.description).joined() }
let tags = ["swift", "ios"]
print(paragraph {
    "Bu ders "
    bold("Swift")
    " hakkında. Etiketler: "
    for t in tags { "#\(t) " }
})
