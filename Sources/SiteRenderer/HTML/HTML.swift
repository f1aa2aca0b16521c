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
        // Pointer loops over the UTF-8 bytes: every text of every page passes through here, and the
        // builder is usually a debug build, where a generic `contains` or per-scalar append costs far more.
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return nil }
            var needed = 0
            for index in 0..<bytes.count {
                switch start[index] {
                case UInt8(ascii: "&"): needed += 4
                case UInt8(ascii: "<"), UInt8(ascii: ">"): needed += 3
                case UInt8(ascii: "\""), UInt8(ascii: "'"): if quotes { needed += 5 }
                default: break
                }
            }
            // Most text has nothing to escape: it is returned untouched.
            guard needed > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + needed) { output in
                var written = 0
                func put(_ replacement: StaticString) {
                    for offset in 0..<replacement.utf8CodeUnitCount {
                        output[written + offset] = replacement.utf8Start[offset]
                    }
                    written += replacement.utf8CodeUnitCount
                }
                for index in 0..<bytes.count {
                    let byte = start[index]
                    switch byte {
                    case UInt8(ascii: "&"): put("&amp;")
                    case UInt8(ascii: "<"): put("&lt;")
                    case UInt8(ascii: ">"): put("&gt;")
                    case UInt8(ascii: "\"") where quotes: put("&quot;")
                    case UInt8(ascii: "'") where quotes: put("&#39;")
                    default:
                        output[written] = byte
                        written += 1
                    }
                }
                return written
            }
        }
        return escaped ?? text
    }
}
