import Foundation
import Testing

/// `init` in any language: a failed init changes nothing, a language without built-in interface words gets
/// every key to translate, and a course in each built-in language speaks only that language.
@Suite(.serialized) struct InitLanguagesTests {
    static func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    static func tool(_ arguments: [String], in folder: URL) throws -> RunResult {
        try run(productsDirectory.appendingPathComponent("lessonbuild").path, arguments, in: folder)
    }

    /// Every entry below `folder` with its bytes (nil for a folder).
    static func snapshot(_ folder: URL) -> [String: Data?] {
        var entries: [String: Data?] = [:]
        for path in everyFile(under: folder) {
            entries[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
        }
        return entries
    }

    // MARK: a failed init leaves the folder as it was

    /// Each way an init can fail, on a folder holding a file or a new folder inside one: the exit status is
    /// not 0 and nothing below the scratch folder changed.
    @Test func aFailedInitChangesNothing() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("taken"), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: root.appendingPathComponent("taken/notes.txt"))
        try Data("a file\n".utf8).write(to: root.appendingPathComponent("plain"))
        let failures: [(operands: [String], status: Int32)] = [
            (["new", "--languages", "en,en"], 64), (["new", "--languages", "en,EN"], 64),
            (["new", "--languages", "en_US"], 64), (["new", "--languages", "en,"], 64),
            (["new", "--dependency", "not-a-url", "--from", "1.0.0"], 64),
            (["new", "--dependency", "https://example.org/x.git"], 64), (["new", "--from", "1.0.0"], 64),
            (["taken"], 1), (["taken", "--languages", "de"], 1), (["plain"], 1), (["plain/inside"], 1),
        ]
        for failure in failures {
            let before = Self.snapshot(root)
            let result = try Self.tool(["init"] + failure.operands, in: root)
            #expect(result.status == failure.status, "\(failure.operands): \(result.output)\(result.error)")
            #expect(Self.snapshot(root) == before, "init \(failure.operands) changed the folder")
        }
    }

    /// A folder on a read-only mount, and a new folder inside one: refused before anything is written.
    @Test func anUnwritableFolderIsRefusedUntouched() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let mounted = root.appendingPathComponent("mounted")
        try FileManager.default.createDirectory(at: mounted, withIntermediateDirectories: true)
        for target in [mounted.path, mounted.path + "/course"] {
            let result = try run(
                "/usr/bin/env",
                [
                    "bwrap", "--dev-bind", "/", "/", "--ro-bind", mounted.path, mounted.path,
                    productsDirectory.appendingPathComponent("lessonbuild").path, "init", target,
                ], in: root)
            #expect(result.status == 1, "\(result.output)\(result.error)")
            #expect(result.output.contains("not writable"), "\(result.output)")
            #expect(everyFile(under: mounted).isEmpty)
        }
    }

    /// A freshly cloned repository (only `.git`) takes a course, and its `.git` is untouched; a folder
    /// holding anything else, even one hidden file, is refused.
    @Test func aFolderHoldingOnlyGitIsEmpty() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let clone = root.appendingPathComponent("clone")
        #expect(try run("/usr/bin/env", ["git", "init", "-q", clone.path]).status == 0)
        let git = Self.snapshot(clone.appendingPathComponent(".git"))
        let made = try Self.tool(["init", clone.path], in: root)
        #expect(made.status == 0, "\(made.output)")
        #expect(FileManager.default.fileExists(atPath: clone.appendingPathComponent("course.json").path))
        #expect(Self.snapshot(clone.appendingPathComponent(".git")) == git)
        for near in [".gitignore", ".git2", "git", ".GIT"] {
            let folder = root.appendingPathComponent("near-\(near)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent(near))
            let result = try Self.tool(["init", folder.path], in: root)
            #expect(result.status == 1, "\(near): \(result.output)")
            #expect(everyFile(under: folder) == [near])
        }
    }

    // MARK: a language without built-in words

    /// The keys of the interface as docs/interface-strings.md lists them (the first column of its table).
    static func documentedKeys() throws -> Set<String> {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/interface-strings.md"), encoding: .utf8)
        var keys: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            keys.insert(String(line.dropFirst(3).prefix { $0 != "`" }))
        }
        return keys
    }

    /// `init --languages sw`: course.json gives every documented key for sw (English texts to translate) and
    /// the course builds without the missing-words warning; with some keys taken out, the warning names
    /// exactly those.
    @Test func aLanguageWithoutBuiltInsGetsEveryKeyToTranslate() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("kozi")
        #expect(try Self.tool(["init", course.path, "--languages", "sw"], in: root).status == 0)
        let file = course.appendingPathComponent("course.json")
        let data = try #require(FileManager.default.contents(atPath: file.path))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var languages = try #require(json["languages"] as? [[String: Any]])
        var strings = try #require(languages.first?["strings"] as? [String: Any])
        let keys = try Self.documentedKeys()
        #expect(keys.count > 40)
        #expect(Set(strings.keys) == keys)
        #expect(strings["showOutput"] as? String == "Show the output")
        #expect(strings["languageName"] as? String == "sw", "the language's name is its own, not English")
        let clean = try Self.tool(["build"], in: course)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(!clean.output.contains("has no strings"), "\(clean.output)")

        var generator = SystemRandomNumberGenerator()
        // Not `languageName` nor `course`: the course's own `name` and `title` for the language stand in for them
        // (no English shown, so none to name).
        let removed = Set(keys.subtracting(["languageName", "course"]).sorted().shuffled(using: &generator).prefix(5))
        for key in removed { strings[key] = nil }
        languages[0]["strings"] = strings
        json["languages"] = languages
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted]).write(to: file)
        let partial = try Self.tool(["build"], in: course)
        #expect(partial.status == 0, "\(partial.output)")
        let warning = try #require(
            partial.output.split(separator: "\n").first { $0.contains("has no strings") }, "\(partial.output)")
        let list = try #require(warning.range(of: "English is used for ")).upperBound
        let end = try #require(warning.range(of: " (give them")).lowerBound
        let named = Set(warning[list..<end].components(separatedBy: ", "))
        #expect(named == removed, "\(warning)")
    }

    // MARK: each built-in language speaks only itself

    /// Words of each built-in language's interface, written here (not taken from the tool's table).
    static let interfaceWords: [String: [String]] = [
        "en": ["Show the output", "On this page", "Contents", "Why?", "Wrap lines", "Kernels", "Copy", "Search"],
        "tr": ["Çıktıyı göster", "Bu derste", "İçindekiler", "Neden?", "Çekirdekler", "Satırları sar"],
        "az": ["Nəticəni göstər", "Bu dərsdə", "Mündəricat", "Niyə?", "Nüvələr", "Sətirləri bük"],
        "de": ["Ausgabe anzeigen", "Auf dieser Seite", "Inhalt", "Warum?", "Kopieren", "Zeilen umbrechen", "Suchen"],
        "ru": ["Показать вывод", "На этой странице", "Содержание", "Почему?", "Ядра", "Копировать"],
        "es": ["Mostrar la salida", "En esta página", "Contenido", "¿Por qué?", "Núcleos", "Copiar", "Buscar"],
        "fr": ["Afficher la sortie", "Sur cette page", "Sommaire", "Pourquoi ?", "Noyaux", "Copier", "Rechercher"],
    ]

    /// The ids this repository's Turkish course once gave every site (`blok-` with the block's number).
    static let turkishIDs = ["icerik\"", "arama-kutusu\"", "bu-derste\"", "sozcukler\"", "blok-[0-9]"]

    /// The text of every page of a site, joined.
    static func pages(of site: URL) throws -> String {
        try everyFile(under: site).filter { $0.hasSuffix(".html") }.map {
            try String(contentsOf: site.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    static func occurs(_ word: String, in text: String) -> Bool {
        let pattern = "(?<![\\p{L}])" + NSRegularExpression.escapedPattern(for: word) + "(?![\\p{L}])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// An `init` course in each built-in language, built: no word of another language's interface and no
    /// Turkish id on its pages, and its own language's words there (so the list is the one the pages use).
    @Test(arguments: ["en", "tr", "az", "de", "ru", "es", "fr"])
    func aCourseInEachLanguageSpeaksOnlyIt(language: String) throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("course")
        #expect(try Self.tool(["init", course.path, "--languages", language], in: root).status == 0)
        let build = try Self.tool(["build"], in: course)
        #expect(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning: ") || build.output.contains("no baseURL"), "\(build.output)")
        let text = try Self.pages(of: course.appendingPathComponent("site"))
        #expect(text.contains("lang=\"\(language)\""))
        for word in Self.interfaceWords[language]! {
            #expect(Self.occurs(word, in: text), "\(language) pages lack their own word '\(word)'")
        }
        for (other, words) in Self.interfaceWords where other != language {
            for word in words {
                #expect(!Self.occurs(word, in: text), "\(language) pages say '\(word)' (\(other))")
            }
        }
        for id in Self.turkishIDs {
            let used = text.range(of: "(id=\"|#)" + id, options: .regularExpression)
            #expect(used == nil, "\(language): Turkish id \(id)")
        }
    }
}
