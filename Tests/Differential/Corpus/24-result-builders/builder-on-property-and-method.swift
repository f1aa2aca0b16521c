// Result builder attributes on a computed property, a method and an initialiser parameter.
@resultBuilder enum LinesBuilder {
    static func buildBlock(_ lines: String...) -> String { lines.joined(separator: "\n") }
    static func buildEither(first: String) -> String { first }
    static func buildEither(second: String) -> String { second }
}
struct Card {
    let name: String
    let level: Int
    @LinesBuilder var body: String {
        "┌ \(name)"
        if level > 5 { "│ expert" } else { "│ learner" }
        "└ level \(level)"
    }
    @LinesBuilder func footer(note: String) -> String {
        "note: \(note)"
        "end"
    }
}
struct Page {
    let text: String
    init(@LinesBuilder content: () -> String) { text = content() }
}
let card = Card(name: "Nigar", level: 7)
print(card.body)
print(card.footer(note: "kept short"))
print(Page { "title"; "subtitle" }.text)
