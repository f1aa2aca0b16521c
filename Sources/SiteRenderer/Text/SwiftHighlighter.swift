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
