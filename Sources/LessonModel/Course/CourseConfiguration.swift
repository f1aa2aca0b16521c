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
        /// Interface strings that replace the built-in ones (for a language the tool has none for).
        public var strings: [String: String]

        public init(
            code: String, name: String, title: String, description: String? = nil, strings: [String: String] = [:]
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

        public init(file: String, line: Int, key: String, message: String) {
            self.file = file
            self.line = line
            self.key = key
            self.message = message
        }
    }

    public func language(_ code: String) -> Language? { languages.first { $0.code == code } }

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

    /// Reads and checks the configuration; `file` is the path used in messages.
    public static func parse(_ text: String, file: String) throws(Problem) -> CourseConfiguration {
        let root: JSONNode
        do {
            root = try JSONDocument.parse(text)
        } catch {
            throw Problem(file: file, line: error.line, key: "", message: "not valid JSON: \(error.message)")
        }
        let reader = Validation(file: file)
        let members = try reader.object(
            root, key: "",
            allowed: [
                "languages", "baseURL", "repository", "editURL", "lessons", "kernels", "vocabulary",
                "swiftLanguageMode", "warnings",
            ])
        var configuration = CourseConfiguration()
        for member in members {
            let key = member.key
            switch key {
            case "languages": configuration.languages = try reader.languages(member.value, key: key)
            case "baseURL", "repository", "editURL":
                let value = try reader.address(member.value, key: key)
                if key == "baseURL" { configuration.baseURL = value }
                if key == "repository" { configuration.repositoryURL = value }
                if key == "editURL" { configuration.editURL = value }
            case "lessons": configuration.lessonsDirectory = try reader.string(member.value, key: key)
            case "kernels":
                configuration.kernelsDirectory = try reader.string(member.value, key: key)
                configuration.kernelsLine = member.value.line
            case "swiftLanguageMode":
                configuration.swiftLanguageMode = try reader.languageMode(member.value, key: key)
            case "warnings":
                configuration.warningsAreErrors = try reader.warningLevel(member.value, key: key)
            case "vocabulary":
                for (index, item) in try reader.array(member.value, key: key).enumerated() {
                    configuration.vocabulary.append(try reader.word(item, key: "vocabulary[\(index)]"))
                }
            default: break
            }
        }
        let codes = Set(configuration.languages.map(\.code))
        for (index, word) in configuration.vocabulary.enumerated() {
            if let unknown = word.meanings.keys.sorted().first(where: { !codes.contains($0) }), !codes.isEmpty {
                throw Problem(
                    file: file, line: root.line, key: "vocabulary[\(index)].meaning.\(unknown)",
                    message:
                        "\(unknown) is not one of the course's languages (\(configuration.languages.map(\.code).joined(separator: ", ")))"
                )
            }
        }
        return configuration
    }

    /// Type and key checks that know where they are.
    private struct Validation {
        let file: String

        /// `languages`: each entry checked, no code twice.
        func languages(_ node: JSONNode, key: String) throws(Problem) -> [Language] {
            var languages: [Language] = []
            for (index, item) in try array(node, key: key).enumerated() {
                languages.append(try language(item, key: "\(key)[\(index)]"))
            }
            if let duplicate = Dictionary(grouping: languages, by: \.code).first(where: { $0.value.count > 1 }) {
                throw problem(node, key, "the language \(duplicate.key) is listed twice")
            }
            return languages
        }

        /// `baseURL`, `repository` or `editURL`: an http(s) address (`baseURL` may be a path from the host's
        /// root; `editURL` must say where the lesson's path goes).
        func address(_ node: JSONNode, key: String) throws(Problem) -> String {
            let value = try string(node, key: key)
            if let why = CourseConfiguration.addressProblem(value, pathAllowed: key == "baseURL") {
                throw problem(node, key, why)
            }
            if key == "editURL", !value.contains("{path}") {
                throw problem(node, key, "must contain {path}, where the lesson's path goes")
            }
            return value
        }

        /// One entry of `vocabulary`: its word, its meaning in each language, its tone.
        func word(_ node: JSONNode, key entryKey: String) throws(Problem) -> Word {
            var word = Word(word: "", meanings: [:])
            for field in try object(
                node, key: entryKey, allowed: ["word", "meaning", "tone"], required: ["word", "meaning"])
            {
                switch field.key {
                case "word": word.word = try string(field.value, key: entryKey + ".word")
                case "tone":
                    let text = try string(field.value, key: entryKey + ".tone")
                    guard let tone = Tone(rawValue: text) else {
                        throw problem(
                            field.value, entryKey + ".tone",
                            "'\(text)' is not a tone (expected one of \(Tone.allCases.map(\.rawValue).joined(separator: ", ")))"
                        )
                    }
                    word.tone = tone
                default:
                    for meaning in try object(field.value, key: entryKey + ".meaning", allowed: nil) {
                        word.meanings[meaning.key] = try string(
                            meaning.value, key: entryKey + ".meaning." + meaning.key)
                    }
                }
            }
            return word
        }

        func problem(_ node: JSONNode, _ key: String, _ message: String) -> Problem {
            Problem(file: file, line: node.line, key: key, message: message)
        }

        func object(_ node: JSONNode, key: String, allowed: Set<String>?, required: Set<String> = [])
            throws(Problem) -> [(key: String, value: JSONNode)]
        {
            guard case .object(let members) = node.value else { throw problem(node, key, "must be an object ({ … })") }
            for member in members where allowed.map({ !$0.contains(member.key) }) ?? false {
                let path = key.isEmpty ? member.key : key + "." + member.key
                throw Problem(
                    file: file, line: member.keyLine, key: path,
                    message: "unknown key (expected one of \(allowed!.sorted().joined(separator: ", ")))")
            }
            for name in required.sorted() where !members.contains(where: { $0.key == name }) {
                throw problem(node, key.isEmpty ? name : key + "." + name, "is missing")
            }
            return members.map { ($0.key, $0.value) }
        }

        func array(_ node: JSONNode, key: String) throws(Problem) -> [JSONNode] {
            guard case .array(let items) = node.value else { throw problem(node, key, "must be a list ([ … ])") }
            return items
        }

        func string(_ node: JSONNode, key: String) throws(Problem) -> String {
            guard case .string(let text) = node.value else {
                throw problem(node, key, "must be a string in double quotes")
            }
            guard !text.isEmpty else { throw problem(node, key, "must not be empty") }
            // A folder name with NUL would be cut there by the system (`lessons\u0000/..`); no text needs one.
            guard !text.unicodeScalars.contains("\u{0}") else {
                throw problem(node, key, "must not hold a NUL character (\\u0000)")
            }
            return text
        }

        /// `"6"` or `6` (a number is what a hand-written file often has).
        /// `warnings`: `"warning"` or `"error"`; whether the compiler's warnings are errors.
        func warningLevel(_ node: JSONNode, key: String) throws(Problem) -> Bool {
            let value = try string(node, key: key)
            guard value == "warning" || value == "error" else {
                throw problem(
                    node, key,
                    "must be \"warning\" (show the compiler's warnings, exit 0) or \"error\" (a warning fails the check)"
                )
            }
            return value == "error"
        }

        func languageMode(_ node: JSONNode, key: String) throws(Problem) -> SwiftLanguageMode {
            var text: String?
            if case .string(let value) = node.value { text = value }
            if case .number(let value) = node.value, value == value.rounded() { text = String(Int(value)) }
            guard let text, let mode = SwiftLanguageMode(rawValue: text) else {
                throw problem(
                    node, key,
                    "must be one of \(SwiftLanguageMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) (the Swift language mode of blocks that name none)"
                )
            }
            return mode
        }

        func language(_ node: JSONNode, key: String) throws(Problem) -> Language {
            var language = Language(code: "", name: "", title: "")
            for member in try object(
                node, key: key, allowed: ["code", "name", "title", "description", "strings"],
                required: ["code", "name", "title"])
            {
                let path = key + "." + member.key
                switch member.key {
                case "code":
                    language.code = try string(member.value, key: path)
                    guard LanguageTag.isValid(language.code) else {
                        throw problem(
                            member.value, path, "'\(language.code)' is not a language tag (like tr, az, en, pt-BR)")
                    }
                case "name": language.name = try string(member.value, key: path)
                case "title": language.title = try string(member.value, key: path)
                case "description": language.description = try string(member.value, key: path)
                case "strings":
                    for entry in try object(member.value, key: path, allowed: nil) {
                        language.strings[entry.key] = try string(entry.value, key: path + "." + entry.key)
                    }
                default: break
                }
            }
            return language
        }
    }
}

/// BCP 47 language tags as folder names: a 2–3 letter language, then optional subtags of 1–8 letters or
/// digits (`tr`, `az`, `en`, `pt-BR`, `zh-Hant`, `kk-Cyrl-KZ`).
public enum LanguageTag {
    public static func isValid(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLetter && $0.isLowercase })
        else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
