import Foundation
import LessonModel

/// Swift highlighted at build time: every token that is not plain wrapped in `<span class="tok-KIND">`.
public enum SwiftHighlighter {
    public typealias Kind = SwiftTokenizer.Kind
    public typealias Token = SwiftTokenizer.Token

    public static func tokens(_ code: String) -> [Token] {
        SwiftTokenizer.tokens(code)
    }

    public static func html(_ code: String) -> HTML {
        var markup = ""
        markup.reserveCapacity(code.utf8.count * 2)
        for token in tokens(code) {
            if token.kind == .plain {
                markup += HTML.escape(token.text, quotes: false)
            } else {
                markup +=
                    "<span class=\"tok-\(token.kind.rawValue)\">" + HTML.escape(token.text, quotes: false) + "</span>"
            }
        }
        return HTML(trusted: markup)
    }
}

/// Highlighted code by its text: a course shows the same kernel listing on many pages, and it only
/// needs highlighting once per build.
/// Safe to share between the threads that render pages.
final class HighlightCache: @unchecked Sendable {
    private var cache: [String: HTML] = [:]
    private let lock = NSLock()

    func html(_ code: String) -> HTML {
        lock.lock()
        let known = cache[code]
        lock.unlock()
        if let known { return known }
        let html = SwiftHighlighter.html(code)
        lock.lock()
        cache[code] = html
        lock.unlock()
        return html
    }
}

extension SwiftHighlighter {
    /// How a name is marked: the element that holds it instead of the token's own span, its class (the
    /// token's class is added) and its other attributes.
    struct Mark {
        var element: String
        var className: String
        var attributes: [(String, String)]
    }

    /// The code highlighted as `html(_:)` does, each identifier that `mark` returns a mark for (given its
    /// UTF-8 offset) held in that element instead.
    static func html(_ code: String, marking mark: (Int) -> Mark?) -> HTML {
        var markup = ""
        markup.reserveCapacity(code.utf8.count * 3)
        var plain = ""
        var offset = 0
        for token in SwiftTokenizer.tokens(code, merged: false) {
            defer { offset += token.text.utf8.count }
            let marked = CodeIdentifiers.isIdentifier(token) ? mark(offset) : nil
            if token.kind == .plain && marked == nil {
                plain += token.text
                continue
            }
            if !plain.isEmpty {
                markup += HTML.escape(plain, quotes: false)
                plain = ""
            }
            let text = HTML.escape(token.text, quotes: false)
            guard let marked else {
                markup += "<span class=\"tok-\(token.kind.rawValue)\">" + text + "</span>"
                continue
            }
            let classes = [marked.className] + (token.kind == .plain ? [] : ["tok-" + token.kind.rawValue])
            let className = classes.filter { !$0.isEmpty }.joined(separator: " ")
            markup +=
                HTML.element(
                    marked.element, (className.isEmpty ? [] : [("class", className)]) + marked.attributes,
                    HTML(trusted: text)
                ).markup
        }
        if !plain.isEmpty { markup += HTML.escape(plain, quotes: false) }
        return HTML(trusted: markup)
    }
}
