/// A course's settings, read from `course.json` at the course root. Everything about a particular course
/// that the tool would otherwise have to know: its languages and titles, where it is published, where its
/// source is, and what the words its kernels print mean.
///
/// ```json
/// {
///   "languages": [
///     { "code": "tr", "name": "Türkçe", "title": "Koleksiyonlar", "description": "…" },
///     { "code": "en", "name": "English", "title": "Collections",
///       "strings": { "contents": "Contents" } }
///   ],
///   "baseURL": "https://example.org/course/",
///   "repository": "https://github.com/owner/course",
///   "editURL": "https://github.com/owner/course/edit/main/lessons/{path}",
///   "lessons": "lessons",
///   "kernels": "kernels",
///   "swiftLanguageMode": "6",
///   "warnings": "error",
///   "vocabulary": [ { "word": "eksik", "meaning": { "tr": "…", "en": "…" }, "tone": "bad" } ]
/// }
/// ```
///
/// JSON, read by a small reader of the tool's own (`JSONDocument`) rather than YAML through another C
/// library: it needs no further Debian package, and every error can name its line and key.
public struct CourseConfiguration: Equatable, Sendable {
    public struct Language: Equatable, Sendable {
        /// A BCP 47 language tag, also the lessons' folder name (`tr`, `az`, `en`, `pt-BR`).
        public var code: String
        /// The language's own name for itself (`Türkçe`).
        public var name: String
        /// The course title in this language.
        public var title: String
        public var description: String?
        /// Interface texts that replace the built-in ones, by key: each its forms by CLDR plural category
        /// (a plain text is the one form `other`).
        public var strings: [String: [String: String]]
        /// The line of each key of `strings`.
        public var stringLines: [String: Int] = [:]

        public init(
            code: String, name: String, title: String, description: String? = nil,
            strings: [String: [String: String]] = [:]
        ) {
            self.code = code
            self.name = name
            self.title = title
            self.description = description
            self.strings = strings
        }
    }

    /// A word a kernel prints, what it means in each language, and its tone (its colour on the site).
    public struct Word: Equatable, Sendable {
        public var word: String
        public var meanings: [String: String]
        /// What the word says about the measured thing; none given reads as neutral.
        public var tone: Tone?
        /// The line of each language's meaning, for a message about it.
        public var meaningLines: [String: Int] = [:]

        public init(word: String, meanings: [String: String], tone: Tone? = nil) {
            self.word = word
            self.meanings = meanings
            self.tone = tone
        }
    }

    /// A kernel word's tone: `good` (screen and model agree), `bad` (they drift apart, a rule is broken),
    /// `neutral` (a fact, neither), `cause` (why something happened, such as why a view was recomputed).
    public enum Tone: String, CaseIterable, Equatable, Sendable {
        case good, bad, neutral, cause
    }

    public var languages: [Language] = []
    public var baseURL: String?
    public var repositoryURL: String?
    /// `{path}` is replaced by the lesson's path inside the lessons folder.
    public var editURL: String?
    public var lessonsDirectory: String?
    public var kernelsDirectory: String?
    /// The line of `kernelsDirectory` in the file, for a message when that folder is missing.
    public var kernelsLine = 1
    public var vocabulary: [Word] = []
    /// The language mode of blocks whose info string names none (`swift6`, `swift5`): Swift 5 unless set,
    /// as `swiftc main.swift` compiles.
    public var swiftLanguageMode: SwiftLanguageMode = .swift5
    /// `"warnings": "error"`: the compiler's warnings about blocks and kernels fail `check`, as errors
    /// (rustdoc's `-D warnings`); `"warning"`, the default, shows them and passes.
    public var warningsAreErrors = false

    public init(
        languages: [Language] = [], baseURL: String? = nil, repositoryURL: String? = nil, editURL: String? = nil,
        lessonsDirectory: String? = nil, kernelsDirectory: String? = nil, vocabulary: [Word] = []
    ) {
        self.languages = languages
        self.baseURL = baseURL
        self.repositoryURL = repositoryURL
        self.editURL = editURL
        self.lessonsDirectory = lessonsDirectory
        self.kernelsDirectory = kernelsDirectory
        self.vocabulary = vocabulary
    }

    public static let fileName = "course.json"

    /// A problem in the file, at a line, under a key (`languages[1].code`); said as a diagnostic
    /// (`course-config`) by the engine.
    public struct Problem: Error, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var key: String
        public var message: String
        /// The file's other problems, found in the same reading.
        public var more: [Problem] = []

        public init(file: String, line: Int, key: String, message: String) {
            self.file = file
            self.line = line
            self.key = key
            self.message = message
        }
    }

    /// The language of a tag, compared ignoring case (`EN` is `en`).
    public func language(_ code: String) -> Language? {
        languages.first { $0.code.lowercased() == code.lowercased() }
    }

    /// Why `value` is not an address the site may link to as written, or nil. Only `https://host…`,
    /// `http://host…` and (where `pathAllowed`) a path from the site's host root pass: a browser drops tabs
    /// and line breaks inside an address and spaces and controls around it, and reads `\` as `/`, so
    /// `//evil.example/`, `/\evil.example/`, `/<tab>/evil.example/` or `https:///evil.example/` all lead to
    /// another host than the one they seem to name (or to none), from every canonical link and `404.html`.
    static func addressProblem(_ value: String, pathAllowed: Bool) -> String? {
        if let bad = value.unicodeScalars.first(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return
                "must not hold a space or a control character (\(VisibleText.escape(bad))): a browser drops or reads them, and the address it follows is not the one written"
        }
        if value.contains("\\") {
            return "must not hold a backslash: a browser reads it as /, so '\(value)' may lead to another host"
        }
        for scheme in ["https://", "http://"] where value.hasPrefix(scheme) {
            let host = value.dropFirst(scheme.count).prefix { !"/?#".contains($0) }
            return host.isEmpty ? "must name its host right after \(scheme), not '\(value)'" : nil
        }
        if pathAllowed, value.hasPrefix("/") {
            guard value.hasPrefix("//") else { return nil }
            return
                "'\(value)' is not a path: a browser reads an address starting with // as another host (//evil.example/ is https://evil.example/); write https://host/… or a path starting with one /"
        }
        return pathAllowed ? "must be an http(s) address or a path starting with /" : "must be an http(s) address"
    }

    /// Reads and checks the configuration; `file` is the path used in messages. Every problem is found in
    /// one reading: the first is thrown, the others in its `more`.
    /// - Parameter interfaceKeys: the interface keys `languages[].strings` may give, each with whether it is
    ///   plural (a text with `{n}` in forms by category); nil leaves the keys unchecked.
    public static func parse(_ text: String, file: String, interfaceKeys: [String: Bool]? = nil) throws(Problem)
        -> CourseConfiguration
    {
        let root: JSONNode
        do {
            root = try JSONDocument.parse(text)
        } catch {
            throw Problem(file: file, line: error.line, key: "", message: "not valid JSON: \(error.message)")
        }
        let reader = Validation(file: file, interfaceKeys: interfaceKeys)
        let configuration = reader.configuration(root)
        if var first = reader.problems.first {
            first.more = Array(reader.problems.dropFirst())
            throw first
        }
        return configuration
    }
}

/// BCP 47 language tags as folder names: a 2–3 letter language, then optional subtags of 1–8 letters or
/// digits (`tr`, `az`, `en`, `pt-BR`, `zh-Hant`, `kk-Cyrl-KZ`).
public enum LanguageTag {
    /// Whether `tag` is one, in any case (tags are case-insensitive: `EN` is `en`).
    public static func isValid(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter })
        else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The tag in its canonical case (RFC 5646): the language lower case, a four-letter script title case, a
    /// two-letter region upper case, everything else lower case (`EN` → `en`, `pt-br` → `pt-BR`,
    /// `ZH-hant-tw` → `zh-Hant-TW`).
    public static func canonical(_ tag: String) -> String {
        var parts: [String] = []
        for (index, part) in tag.split(separator: "-", omittingEmptySubsequences: false).enumerated() {
            let lower = part.lowercased()
            // After a singleton (`x-…`, `u-…`) every subtag is lower case.
            if parts.contains(where: { $0.count == 1 }) || index == 0 {
                parts.append(lower)
            } else if part.count == 2 && part.allSatisfy(\.isLetter) {
                parts.append(lower.uppercased())
            } else if part.count == 4 && part.allSatisfy(\.isLetter) {
                parts.append(lower.prefix(1).uppercased() + lower.dropFirst())
            } else {
                parts.append(lower)
            }
        }
        return parts.joined(separator: "-")
    }
}
