extension CourseConfiguration {
    /// Type and key checks that know where they are. Every problem is recorded and reading goes on, so one
    /// run names them all; a value at fault is left out of the result.
    final class Validation {
        let file: String
        let interfaceKeys: [String: Bool]?
        private(set) var problems: [Problem] = []

        init(file: String, interfaceKeys: [String: Bool]?) {
            self.file = file
            self.interfaceKeys = interfaceKeys
        }

        static let topKeys: Set<String> = [
            "languages", "baseURL", "repository", "editURL", "lessons", "kernels", "vocabulary", "swiftLanguageMode",
            "warnings",
        ]

        func configuration(_ root: JSONNode) -> CourseConfiguration {
            var configuration = CourseConfiguration()
            for member in object(root, key: "", allowed: Self.topKeys) {
                let key = member.key
                let value = member.value
                switch key {
                case "languages": configuration.languages = languages(value, key: key)
                case "baseURL": configuration.baseURL = address(value, key: key)
                case "repository": configuration.repositoryURL = address(value, key: key)
                case "editURL": configuration.editURL = address(value, key: key)
                case "lessons": configuration.lessonsDirectory = string(value, key: key)
                case "kernels":
                    configuration.kernelsDirectory = string(value, key: key)
                    configuration.kernelsLine = value.line
                case "swiftLanguageMode":
                    configuration.swiftLanguageMode = languageMode(value, key: key) ?? .swift5
                case "warnings": configuration.warningsAreErrors = warningLevel(value, key: key) ?? false
                case "vocabulary":
                    for (index, item) in array(value, key: key).enumerated() {
                        if let word = word(item, key: "vocabulary[\(index)]") { configuration.vocabulary.append(word) }
                    }
                default: break
                }
            }
            checkMeanings(configuration)
            return configuration
        }

        /// Each meaning is in a language of the course (when it names any), said at the meaning's line.
        private func checkMeanings(_ configuration: CourseConfiguration) {
            let codes = Set(configuration.languages.map { $0.code.lowercased() })
            guard !codes.isEmpty else { return }
            let listed = configuration.languages.map(\.code).joined(separator: ", ")
            for (index, word) in configuration.vocabulary.enumerated() {
                for language in word.meanings.keys.sorted() where !codes.contains(language.lowercased()) {
                    problems.append(
                        Problem(
                            file: file, line: word.meaningLines[language] ?? 1,
                            key: "vocabulary[\(index)].meaning.\(language)",
                            message: "\(language) is not one of the course's languages (\(listed))"
                                + Suggestion.phrase(for: language, among: configuration.languages.map(\.code))))
                }
            }
        }

        /// `languages`: each entry checked, no code twice.
        func languages(_ node: JSONNode, key: String) -> [Language] {
            var languages: [Language] = []
            for (index, item) in array(node, key: key).enumerated() {
                guard let language = language(item, key: "\(key)[\(index)]") else { continue }
                if languages.contains(where: { $0.code.lowercased() == language.code.lowercased() }) {
                    record(item, "\(key)[\(index)].code", "the language \(language.code) is listed twice")
                    continue
                }
                languages.append(language)
            }
            return languages
        }

        /// `baseURL`, `repository` or `editURL`: an http(s) address (`baseURL` may be a path from the host's
        /// root; `editURL` must say where the lesson's path goes).
        func address(_ node: JSONNode, key: String) -> String? {
            guard let value = string(node, key: key) else { return nil }
            if let why = CourseConfiguration.addressProblem(value, pathAllowed: key == "baseURL") {
                record(node, key, why)
                return nil
            }
            if key == "editURL", !value.contains("{path}") {
                record(node, key, "must contain {path}, where the lesson's path goes")
                return nil
            }
            return value
        }

        /// One entry of `vocabulary`: its word, its meaning in each language, its tone.
        func word(_ node: JSONNode, key entryKey: String) -> Word? {
            var word = Word(word: "", meanings: [:])
            guard case .object = node.value else {
                record(node, entryKey, "must be an object ({ … })")
                return nil
            }
            for field in object(
                node, key: entryKey, allowed: ["word", "meaning", "tone"], required: ["word", "meaning"])
            {
                let path = entryKey + "." + field.key
                switch field.key {
                case "word": word.word = string(field.value, key: path) ?? ""
                case "tone":
                    guard let text = string(field.value, key: path) else { continue }
                    guard let tone = Tone(rawValue: text) else {
                        let tones = Tone.allCases.map(\.rawValue)
                        record(
                            field.value, path,
                            "'\(text)' is not a tone (expected one of \(tones.joined(separator: ", ")))"
                                + Suggestion.phrase(for: text, among: tones))
                        continue
                    }
                    word.tone = tone
                default:
                    for meaning in object(field.value, key: path, allowed: nil) {
                        guard let text = string(meaning.value, key: path + "." + meaning.key) else { continue }
                        word.meanings[meaning.key] = text
                        word.meaningLines[meaning.key] = meaning.line
                    }
                }
            }
            return word
        }

        func record(_ node: JSONNode, _ key: String, _ message: String) {
            problems.append(Problem(file: file, line: node.line, key: key, message: message))
        }

        /// The members of an object; unknown ones (not in `allowed`, when given) are problems at their line,
        /// with the likely meant key, and left out.
        func object(_ node: JSONNode, key: String, allowed: Set<String>?, required: Set<String> = [])
            -> [(key: String, line: Int, value: JSONNode)]
        {
            guard case .object(let members) = node.value else {
                record(node, key, "must be an object ({ … })")
                return []
            }
            var known: [(key: String, line: Int, value: JSONNode)] = []
            for member in members {
                if let allowed, !allowed.contains(member.key) {
                    let path = key.isEmpty ? member.key : key + "." + member.key
                    problems.append(
                        Problem(
                            file: file, line: member.keyLine, key: path,
                            message: "unknown key (expected one of \(allowed.sorted().joined(separator: ", ")))"
                                + Suggestion.phrase(for: member.key, among: allowed)))
                    continue
                }
                known.append((member.key, member.keyLine, member.value))
            }
            for name in required.sorted() where !members.contains(where: { $0.key == name }) {
                record(node, key.isEmpty ? name : key + "." + name, "is missing")
            }
            return known
        }

        func array(_ node: JSONNode, key: String) -> [JSONNode] {
            guard case .array(let items) = node.value else {
                record(node, key, "must be a list ([ … ])")
                return []
            }
            return items
        }

        func string(_ node: JSONNode, key: String) -> String? {
            guard case .string(let text) = node.value else {
                record(node, key, "must be a string in double quotes")
                return nil
            }
            guard !text.isEmpty else {
                record(node, key, "must not be empty")
                return nil
            }
            // A folder name with NUL would be cut there by the system (`lessons\u0000/..`); no text needs one.
            guard !text.unicodeScalars.contains("\u{0}") else {
                record(node, key, "must not hold a NUL character (\\u0000)")
                return nil
            }
            return text
        }

        /// `warnings`: `"warning"` or `"error"`; whether the compiler's warnings are errors.
        func warningLevel(_ node: JSONNode, key: String) -> Bool? {
            guard let value = string(node, key: key) else { return nil }
            guard value == "warning" || value == "error" else {
                record(
                    node, key,
                    "must be \"warning\" (show the compiler's warnings, exit 0) or \"error\" (a warning fails the check)"
                        + Suggestion.phrase(for: value, among: ["warning", "error"]))
                return nil
            }
            return value == "error"
        }

        /// `"6"` or `6` (a number is what a hand-written file often has).
        func languageMode(_ node: JSONNode, key: String) -> SwiftLanguageMode? {
            var text: String?
            if case .string(let value) = node.value { text = value }
            if case .number(let value) = node.value, value == value.rounded() { text = String(Int(value)) }
            guard let text, let mode = SwiftLanguageMode(rawValue: text) else {
                let modes = SwiftLanguageMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                record(node, key, "must be one of \(modes) (the Swift language mode of blocks that name none)")
                return nil
            }
            return mode
        }
    }
}

extension CourseConfiguration.Validation {
    typealias Language = CourseConfiguration.Language

    func language(_ node: JSONNode, key: String) -> Language? {
        var language = Language(code: "", name: "", title: "")
        guard case .object = node.value else {
            record(node, key, "must be an object ({ … })")
            return nil
        }
        for member in object(
            node, key: key, allowed: ["code", "name", "title", "description", "strings"],
            required: ["code", "name", "title"])
        {
            let path = key + "." + member.key
            switch member.key {
            case "code":
                guard let code = string(member.value, key: path) else { continue }
                guard LanguageTag.isValid(code) else {
                    record(member.value, path, "'\(code)' is not a language tag (like tr, az, en, pt-BR)")
                    continue
                }
                language.code = LanguageTag.canonical(code)
            case "name": language.name = string(member.value, key: path) ?? ""
            case "title": language.title = string(member.value, key: path) ?? ""
            case "description": language.description = string(member.value, key: path)
            default: strings(member.value, key: path, into: &language)
            }
        }
        return language
    }

    /// `strings`: each a known interface key (when the keys are given), a text or, for a key with a count,
    /// either a text or its forms by CLDR category (`{"one": "{n} lesson", "other": "{n} lessons"}`).
    private func strings(_ node: JSONNode, key: String, into language: inout Language) {
        for entry in object(node, key: key, allowed: nil) {
            let path = key + "." + entry.key
            if let interfaceKeys, interfaceKeys[entry.key] == nil {
                problems.append(
                    CourseConfiguration.Problem(
                        file: file, line: entry.line, key: path,
                        message: "not an interface key" + Suggestion.phrase(for: entry.key, among: interfaceKeys.keys)
                            + " (the keys are listed in docs/interface-strings.md)"))
                continue
            }
            let plural = interfaceKeys?[entry.key] ?? false
            var forms: [String: String] = [:]
            if case .object = entry.value.value, plural {
                for form in object(entry.value, key: path, allowed: Self.pluralCategories) {
                    forms[form.key] = string(form.value, key: path + "." + form.key)
                }
                if !forms.isEmpty, forms["other"] == nil { record(entry.value, path, "needs the form \"other\"") }
            } else if let text = string(entry.value, key: path) {
                forms["other"] = text
            }
            if plural, forms.values.contains(where: { !$0.contains("{n}") }) {
                record(entry.value, path, "each form must hold {n}, where the count goes")
            }
            guard !forms.isEmpty else { continue }
            language.strings[entry.key] = forms
            language.stringLines[entry.key] = entry.line
        }
    }

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
