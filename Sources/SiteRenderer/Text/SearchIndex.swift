/// The search index of one language, shipped as a script (`search-index.js`) rather than JSON so that it
/// loads from `file://` as well as from any static host: browsers refuse `fetch` of local files.
///
/// Words are folded at build time with `TextFolding`; the page folds the query with the same letter table,
/// which is written into the index, so "yigit" finds "yığıt" and "ISIK" finds "ışık". In Turkish and
/// Azerbaijani each word also carries its root (`SuffixStemmer`), and the suffix table goes into the index
/// too, so the page cuts the query's suffixes as the build cut the text's: "navigasyonda" meets "navigasyon".
public enum SearchIndex {
    public struct Entry: Equatable, Sendable {
        public var url: String
        public var lesson: String
        public var section: String
        public var text: String
        /// Names the section declares (a kernel's types and functions): they rank like its heading.
        public var declarations: [String]

        /// Every distinct folded word of the title, section, text and code, in first-seen order (computed once,
        /// where the entry is made: pages, and so entries, are made in parallel).
        public let words: [String]
        /// The root of each word that has one shorter than itself (Turkish and Azerbaijani).
        public let stems: [String: String]
        /// A code name's own spelling where it is more than its folded word (`reloadData` for `reloaddata`): the
        /// index writes it in the word's place, at no cost in size, so a result can show a match in code as written.
        public let spellings: [String: String]

        /// `language` chooses the folding (see `TextFolding.usesLetterTable`); nil folds with the letter table.
        /// `code` is the section's code (identifiers, kernel declarations): searched, never shown in an excerpt.
        public init(
            url: String, lesson: String, section: String, text: String, code: String = "", declarations: [String] = [],
            language: String? = nil
        ) {
            self.url = url
            self.declarations = declarations
            self.lesson = lesson
            self.section = section
            self.text = text
            var seen = Set<String>()
            words = SearchWords.words(
                [lesson, section, text, declarations.joined(separator: " "), code].joined(separator: " "),
                language: language
            ).filter { seen.insert($0).inserted }
            var stems: [String: String] = [:]
            if let table = SuffixStemmer.table(for: language) {
                for word in words {
                    let stem = SuffixStemmer.stem(word, table: table)
                    if stem != word { stems[word] = stem }
                }
            }
            self.stems = stems
            spellings = Self.spellings(of: code, words: Set(words))
        }

        /// The spelling of every ASCII name in the code whose folded form is one of `words` and differs from it,
        /// the first seen; a run of ASCII letters joined to other letters (`seçiliÜrünID`) is no name of its own.
        static func spellings(of code: String, words: Set<String>) -> [String: String] {
            var spellings: [String: String] = [:]
            var run = ""
            var joined = false
            func finish() {
                let folded = run.lowercased()
                if !joined, folded != run, words.contains(folded), spellings[folded] == nil { spellings[folded] = run }
                run = ""
                joined = false
            }
            for character in code {
                if character.isASCII, character.isLetter || character.isNumber {
                    run.append(character)
                } else if character.isLetter || character.isNumber {
                    joined = true
                } else {
                    finish()
                }
            }
            finish()
            return spellings
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
        var text =
            "(window.LESSONBUILD_SEARCH = window.LESSONBUILD_SEARCH || {})[\(json(language))] = {\n\"letters\": {"
        if TextFolding.usesLetterTable(language) {
            text += TextFolding.letters.sorted { $0.key < $1.key }.map { "\(json(String($0.key))): \(json($0.value))" }
                .joined(separator: ", ")
            text += "},\n"
            if let suffixes = SuffixStemmer.suffixes(for: language) {
                text += "\"suffixes\": \(json(suffixes.joined(separator: " "))),\n"
                text += "\"hyphen\": \(json(SuffixStemmer.hyphenEndings.sorted().joined(separator: " "))),\n"
                if let alternations = SuffixStemmer.alternationText(for: language) {
                    text += "\"alternation\": \(json(alternations)),\n"
                }
            }
            text += "\"entries\": [\n"
        } else {
            text += "},\n\"fold\": \"unicode\",\n\"entries\": [\n"
        }
        text += lines.joined(separator: ",\n")
        text += "\n]};\n"
        return text
    }

    /// One entry of the index script. A word with a root is written `word/root`; a code name as it is spelled
    /// (the page folds it back).
    static func line(_ entry: Entry) -> String {
        let words = entry.words.map { word in
            let written = entry.spellings[word] ?? word
            return entry.stems[word].map { written + "/" + $0 } ?? written
        }
        return
            "{\"u\": \(json(entry.url)), \"l\": \(json(entry.lesson)), \"s\": \(json(entry.section)), \"t\": \(json(entry.text)), \"w\": \(json(words.joined(separator: " ")))"
            + (entry.declarations.isEmpty ? "" : ", \"d\": \(json(entry.declarations.joined(separator: " ")))") + "}"
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
