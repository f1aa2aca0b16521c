/// The search index of one language, shipped as a script (`search-index.js`) rather than JSON so that it
/// loads from `file://` as well as from any static host: browsers refuse `fetch` of local files.
///
/// Words are folded at build time with `TextFolding`; the page folds the query with the same letter table,
/// which is written into the index, so "yigit" finds "yığıt" and "ISIK" finds "ışık".
public enum SearchIndex {
    public struct Entry: Equatable, Sendable {
        public var url: String
        public var lesson: String
        public var section: String
        public var text: String

        /// Every distinct folded word of the title, section and text, in first-seen order (computed once,
        /// where the entry is made: pages, and so entries, are made in parallel).
        public let words: [String]

        /// `language` chooses the folding (see `TextFolding.usesLetterTable`); nil folds with the letter table.
        public init(url: String, lesson: String, section: String, text: String, language: String? = nil) {
            self.url = url
            self.lesson = lesson
            self.section = section
            self.text = text
            var seen = Set<String>()
            words = TextFolding.words(lesson + " " + section + " " + text, language: language).filter { seen.insert($0).inserted }
        }
    }

    /// The index of one language. Several indexes share one page (the search looks in the page's language
    /// first, then the others), so each registers itself under its language code. URLs are relative to
    /// the site root; the text is the section's whole text, so the page can show the words around a match.
    public static func script(_ entries: [Entry], language: String) -> String {
        script(lines: entries.map(line), language: language)
    }

    /// The index from its entries' lines (`line`), which a page can make once and keep.
    static func script(lines: [String], language: String) -> String {
        var text = "(window.LESSONBUILD_SEARCH = window.LESSONBUILD_SEARCH || {})[\(json(language))] = {\n\"letters\": {"
        if TextFolding.usesLetterTable(language) {
            text += TextFolding.letters.sorted { $0.key < $1.key }.map { "\(json(String($0.key))): \(json($0.value))" }.joined(separator: ", ")
            text += "},\n\"entries\": [\n"
        } else {
            text += "},\n\"fold\": \"unicode\",\n\"entries\": [\n"
        }
        text += lines.joined(separator: ",\n")
        text += "\n]};\n"
        return text
    }

    /// One entry of the index script.
    static func line(_ entry: Entry) -> String {
        "{\"u\": \(json(entry.url)), \"l\": \(json(entry.lesson)), \"s\": \(json(entry.section)), \"t\": \(json(entry.text)), \"w\": \(json(entry.words.joined(separator: " ")))}"
    }

    /// A JSON string literal; `<`, `>` and `&` are escaped too, so the text can never close a script element.
    public static func json(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
