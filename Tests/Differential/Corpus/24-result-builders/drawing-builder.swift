// A result builder for drawings: blocks, if/else (buildEither), optional and for-in (buildArray).
protocol Drawable { func draw() -> String }
struct Line: Drawable {
    var elements: [Drawable]
    func draw() -> String { elements.map { $0.draw() }.joined() }
}
struct Text: Drawable { var content: String; init(_ c: String) { content = c }; func draw() -> String { content } }
struct Space: Drawable { func draw() -> String { " " } }
struct Stars: Drawable { var length: Int; func draw() -> String { String(repeating: "*", count: length) } }
struct AllCaps: Drawable { var content: Drawable; func draw() -> String { content.draw().uppercased() } }
@resultBuilder
struct DrawingBuilder {
    static func buildBlock(_ components: Drawable...) -> Drawable { Line(elements: components) }
    static func buildEither(first: Drawable) -> Drawable { first }
    static func buildEither(second: Drawable) -> Drawable { second }
    static func buildOptional(_ component: Drawable?) -> Drawable { component ?? Line(elements: []) }
    static func buildArray(_ components: [Drawable]) -> Drawable { Line(elements: components) }
}
func draw(@DrawingBuilder content: () -> Drawable) -> Drawable { content() }
func caps(@DrawingBuilder content: () -> Drawable) -> Drawable { AllCaps(content: content()) }
func makeGreeting(for name: String? = nil, excited: Bool) -> Drawable {
    draw {
        Stars(length: 3)
        Space()
        caps {
            Text("Hello ")
            if let name { Text(name) } else { Text("World") }
        }
        if excited { Text("!") }
        Space()
        for i in 1...3 { Stars(length: i) }
    }
}
print(makeGreeting(excited: false).draw())
print(makeGreeting(for: "Ravi Patel", excited: true).draw())
