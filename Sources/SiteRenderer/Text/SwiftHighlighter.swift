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
    /// `CodeFigure.keepingIndent` of the highlighted code: a kernel listing on every page is measured
    /// line by line once, not once per page (that was a tenth of a `build` at 200 lessons).
    private var indented: [String: HTML] = [:]
    private let lock = NSLock()

    func html(_ code: String) -> HTML {
        remembered(code, in: \.cache) { SwiftHighlighter.html(code) }
    }

    /// The highlighted code with its long indented lines marked (`CodeFigure.keepingIndent`).
    func indentedHTML(_ code: String) -> HTML {
        remembered(code, in: \.indented) { CodeFigure.keepingIndent(html(code), source: code) }
    }

    private func remembered(
        _ code: String, in table: ReferenceWritableKeyPath<HighlightCache, [String: HTML]>, make: () -> HTML
    ) -> HTML {
        lock.lock()
        let known = self[keyPath: table][code]
        lock.unlock()
        if let known { return known }
        let html = make()
        lock.lock()
        self[keyPath: table][code] = html
        lock.unlock()
        return html
    }
}
