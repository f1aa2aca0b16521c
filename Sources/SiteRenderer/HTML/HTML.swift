/// Markup that is trusted: built only from escaped text and literal tags written in this module.
/// Text from a lesson enters a page through `HTML.text` (or an attribute helper) and nowhere else,
/// so it is escaped exactly once and a lesson cannot inject markup or script.
public struct HTML: Equatable, Sendable, CustomStringConvertible {
    public private(set) var markup: String

    /// Markup written in this module's own code. Never pass lesson text here.
    public init(trusted markup: String) {
        self.markup = markup
    }

    public init() {
        markup = ""
    }

    /// Lesson or user text, escaped for element content.
    public static func text(_ text: String) -> HTML {
        HTML(trusted: escape(text, quotes: false))
    }

    /// Text escaped for use inside a double-quoted attribute value.
    public static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        HTML(trusted: lhs.markup + rhs.markup)
    }

    public static func += (lhs: inout HTML, rhs: HTML) {
        lhs.markup += rhs.markup
    }

    public var description: String { markup }

    /// `<tag attributes>content</tag>`; attribute values are escaped here.
    public static func element(_ tag: String, _ attributes: [(String, String)] = [], _ content: HTML = HTML()) -> HTML {
        HTML(trusted: "<\(tag)\(attributeList(attributes))>") + content + HTML(trusted: "</\(tag)>")
    }

    /// `<tag attributes>` for void elements (`meta`, `link`, `img`…).
    public static func void(_ tag: String, _ attributes: [(String, String)]) -> HTML {
        HTML(trusted: "<\(tag)\(attributeList(attributes))>")
    }

    private static func attributeList(_ attributes: [(String, String)]) -> String {
        attributes.map { name, value in " \(name)=\"\(attribute(value))\"" }.joined()
    }

    static func escape(_ text: String, quotes: Bool) -> String {
        // Most text has nothing to escape: return it untouched without rebuilding it scalar by scalar.
        let needsEscaping = text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
        }
        guard needsEscaping else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
