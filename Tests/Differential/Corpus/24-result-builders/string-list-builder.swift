// A result builder that assembles a Markdown-like document from lines, conditionals, loops and optionals.
@resultBuilder
enum DocumentBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildExpression(_ lines: [String]) -> [String] { lines }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: "\n") }
}

func document(@DocumentBuilder _ content: () -> String) -> String { content() }

func heading(_ text: String, level: Int = 1) -> String { String(repeating: "#", count: level) + " " + text }
func bullets(_ items: [String]) -> [String] { items.map { "- " + $0 } }

let ingredients = ["un", "şeker", "yumurta"]
let isVegan = false
let note: String? = "Fırını önceden ısıtın."

let recipe = document {
    heading("Kek Tarifi")
    "Malzemeler:"
    bullets(ingredients)
    if let note { "> " + note }
    if isVegan {
        "Vegan uyumlu."
    } else {
        "İçinde yumurta var."
    }
    for (i, step) in ["Karıştır", "Pişir", "Soğut"].enumerated() {
        heading("Adım \(i + 1)", level: 2)
        step
    }
}
print(recipe)
print(recipe.split(separator: "\n").count, "lines")
