import LessonModel

/// Swift highlighted at build time: every token that is not plain wrapped in `<span class="tok-KIND">`.
public enum SwiftHighlighter {
    public typealias Kind = SwiftTokenizer.Kind
    public typealias Token = SwiftTokenizer.Token

    public static func tokens(_ code: String) -> [Token] {
        SwiftTokenizer.tokens(code)
    }

    public static func html(_ code: String) -> HTML {
        tokens(code).map { token in
            token.kind == .plain ? HTML.text(token.text)
                : HTML.element("span", [("class", "tok-" + token.kind.rawValue)], HTML.text(token.text))
        }.joined()
    }
}
