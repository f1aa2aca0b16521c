import Foundation
import Testing

@testable import LessonModel
@testable import SiteRenderer

/// Random and mutated lessons through the whole pipeline: parse → classify and pair → program generation
/// → every page of the site. Nothing may crash or loop, the output must be the same twice, and every page
/// must be well-formed HTML using only allow-listed elements, attributes and URLs.
///
/// `swift test` runs a bounded number of inputs; `scripts/fuzz --iterations N` (FUZZ_ITERATIONS, FUZZ_SEED)
/// runs more. A failure prints the seed and the input's index, which reproduce it.
@Suite struct FuzzTests {
    static var iterations: Int { Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 100 }
    static var seed: UInt64 { UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"] ?? "") ?? 20_261_201 }

    @Test func randomAndMutatedLessonsRenderSafely() throws {
        var random = SplitMix(seed: Self.seed)
        let corpus = Self.repositoryLessons()
        var survived = 0
        for index in 0..<Self.iterations {
            let bytes =
                index % 3 == 2 && !corpus.isEmpty
                ? FuzzInput.mutate(corpus[Int(random.next() % UInt64(corpus.count))], &random)
                : FuzzInput.generate(&random)
            let first = Self.pipeline(bytes)
            let second = Self.pipeline(bytes)
            #expect(first == second, "nondeterministic output (seed \(Self.seed), input \(index))")
            for file in first where file.path.hasSuffix(".html") {
                if let problem = HTMLAllowList.problem(in: file.contents) {
                    Issue.record(
                        "\(file.path): \(problem) (seed \(Self.seed), input \(index)): \(String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription)"
                    )
                    return
                }
            }
            survived += 1
        }
        print("fuzz: \(survived) inputs survived (seed \(Self.seed))")
        #expect(survived == Self.iterations)
    }

    /// The allow-list itself must catch what it is there to catch.
    @Test(arguments: [
        "<p onclick=\"x\">a</p>", "<script>alert(1)</script>", "<a href=\"javascript:x\">a</a>",
        "<a href=\"&#1;javascript:x\">a</a>", "<img src=\"//host/x.png\" alt=\"\">",
        "<img src=\"/\\host/x.png\" alt=\"\">",
        "<p>a < b</p>", "<p><em>a</p></em>", "<iframe src=\"x\"></iframe>", "<p title=x>a</p>", "<p>&bogus</p>",
    ])
    func theAllowListRejectsUnsafeMarkup(_ markup: String) {
        #expect(HTMLAllowList.problem(in: "<!DOCTYPE html>\n<html lang=\"tr\"><body>\(markup)</body></html>\n") != nil)
    }

    static func pipeline(_ bytes: [UInt8]) -> [SiteFile] {
        let lesson = LessonParser.parse(
            SourceText(bytes: bytes), key: "tr/01-fuzz.md", displayPath: "lessons/tr/01-fuzz.md", kernelNames: ["Sync"])
        let programs = lesson.runnables.map {
            BlockProgramGenerator.generate(code: $0.code.code, importsKernels: true).source
        }
        var outputs: [Int: BlockOutput] = [:]
        for (index, runnable) in lesson.runnables.enumerated() {
            outputs[runnable.code.openingLine] = BlockOutput(
                text: "çıktı <\(index)> uyumlu & bayat\n", state: index % 2 == 0 ? .checked : .filledAtBuild)
        }
        let other = LessonParser.parse(
            SourceText("# İkinci\n"), key: "tr/02-ikinci.md", displayPath: "lessons/tr/02-ikinci.md", kernelNames: [])
        let input = SiteInput(
            lessons: [lesson, other], outputs: ["tr/01-fuzz.md": outputs],
            kernels: ["Sync": "// Sync.swift\nlet x = 1\n"])
        return SiteRenderer.render(input)
            + programs.enumerated().map { SiteFile(path: "program-\($0.offset).swift", contents: $0.element) }
    }

    static func repositoryLessons() -> [[UInt8]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let lessons = root.appendingPathComponent("lessons").path
        let files = (FileManager.default.enumerator(atPath: lessons)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".md")
        }.sorted()
        return files.compactMap { FileManager.default.contents(atPath: lessons + "/" + $0).map(Array.init) }
    }
}

/// Random lessons built from the pieces that have broken Markdown tools: fences, containers, entities,
/// hostile links, deep nesting, raw HTML, line-ending and encoding oddities.
enum FuzzInput {
    static let pieces: [String] = [
        "# Başlık\n", "## Alt *başlık* `kod`\n", "paragraf ışık şəkil\n", "\n", "\n\n", "```swift\n", "```text\n",
        "```\n", "~~~\n",
        "````swift\n", "````\n", "```;\n", "``` föö bar\n", "// main.swift\n", "// main\u{200B}.swift\n",
        "// Sync.swift\n", "print(1)\n",
        "let x = \"\\(1)\"\n", "> ", "> > ", "- ", "1. ", "10) ", "* [ ] ", "- [x] ", "    ", "  ", "\t", "[^1]: ",
        "metin[^1] ve[^2]\n",
        "[^2]: ikinci\n", "&#1;", "&#x1F;", "&#0;", "&#xD800;", "&amp;", "&bogus;", "&#9;",
        "[x](&#1;javascript:alert(1))",
        "[x](java&#9;script:alert(1))", "[x][r]\n\n[r]: &#8;javascript:alert(1)\n", "![i](\\\\host\\x.png)",
        "![i](/\\host/x.png)",
        "![i](/&#9;/host/x.png)", "![i](https://host/x.png)", "[a](02-ikinci.md#yol)", "[a](foo\\bar \"t'\\\"\")",
        "<https://a.b/c>",
        "www.example.com ", "<script>alert(1)</script>\n", "<div onclick=\"x\">\n", "<img src=x onerror=alert(1)>",
        "<!-- c -->",
        "| a | b |\n|---|:-:|\n| 1 | 2 |\n", "~~sil~~ ", "**kalın** _eğik_ ", "***", "___", "\\", "`", "``", "*", "_",
        "[", "]", "(", ")",
        "\r\n", "\r", "\u{0}", "\u{FEFF}", "\u{202E}", "🙂", "\"'<>&",
    ]

    static func generate(_ random: inout SplitMix) -> [UInt8] {
        var bytes: [UInt8] = []
        let count = Int(random.next() % 60) + 1
        for _ in 0..<count {
            switch random.next() % 20 {
            case 0:
                // Deep nesting of one construct, sometimes past the reader's limit.
                let depth = Int(random.next() % 4 == 0 ? 150 + random.next() % 3000 : random.next() % 40)
                let unit = ["> ", "- ", "1. ", "*", "[", "  - "][Int(random.next() % 6)]
                bytes += Array(String(repeating: unit, count: depth).utf8) + Array("derin\n".utf8)
            case 1:
                // Invalid UTF-8: lone continuation bytes, truncated sequences, overlong forms.
                bytes +=
                    [[0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xFF], [0xED, 0xA0, 0x80]][
                        Int(random.next() % 7)]
            default:
                bytes += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
            }
        }
        return bytes
    }

    /// A real lesson with a few ranges deleted, duplicated or overwritten with random bytes.
    static func mutate(_ original: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int(random.next() % 6 + 1) where !bytes.isEmpty {
            let start = Int(random.next() % UInt64(bytes.count))
            let length = min(Int(random.next() % 200), bytes.count - start)
            switch random.next() % 4 {
            case 0: bytes.removeSubrange(start..<start + length)
            case 1:
                bytes.insert(contentsOf: bytes[start..<start + length], at: Int(random.next() % UInt64(bytes.count)))
            case 2:
                for index in start..<start + min(length, 8) { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
            default: bytes.insert(contentsOf: Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8), at: start)
            }
        }
        return bytes
    }
}

/// A strict reader of the pages lessonbuild writes: every `<` opens a known tag, attribute values are
/// double-quoted, elements nest properly, `&` starts a real character reference, and only allow-listed
/// elements, attributes and URLs appear. Scripts may only be loaded from the site's own files.
enum HTMLAllowList {
    static let elements: Set<String> = [
        "html", "head", "body", "meta", "title", "link", "script", "a", "p", "h1", "h2", "h3", "h4", "h5", "h6", "div",
        "span",
        "main", "nav", "header", "section", "article", "figure", "figcaption", "pre", "code", "samp", "em", "strong",
        "del",
        "ul", "ol", "li", "blockquote", "hr", "br", "img", "input", "table", "thead", "tbody", "tr", "th", "td", "sup",
        "form",
        "button", "dl", "dt", "dd", "aside", "details", "summary", "footer", "time",
        // A Unicode bidirectional control in code, shown as what it is (`VisibleControls`).
        "bdi",
    ]
    static let void: Set<String> = ["meta", "link", "hr", "br", "img", "input"]
    static let attributes: Set<String> = [
        "action", "alt", "aria-current", "aria-hidden", "aria-label", "aria-labelledby", "autocomplete", "charset",
        "checked",
        "class", "content", "data-copied", "data-copy", "data-count", "data-none", "defer", "disabled", "href",
        "hreflang",
        "http-equiv", "id", "lang", "name", "placeholder", "readonly", "rel", "role", "scope", "src", "start",
        "tabindex",
        "title", "translate", "type", "aria-keyshortcuts", "data-all", "data-collapse", "data-root", "data-search",
        "data-showing", "data-theme-label", "data-theme-names", "data-wrap", "data-keys", "data-keys-title", "datetime",
        "dir", "hidden", "open", "property", "data-shown", "data-single-keys", "data-names-keys", "data-language",
        // Search: its loading state and its note of words that matched nothing; the search page's preloaded index.
        "data-loading", "data-unmatched", "as",
    ]

    static func problem(in page: String) -> String? {
        var rest = Substring(page)
        guard rest.hasPrefix("<!DOCTYPE html>\n") else { return "no doctype" }
        rest = rest.dropFirst("<!DOCTYPE html>\n".count)
        var open: [String] = []
        while let lt = rest.firstIndex(of: "<") {
            if let bad = badReference(rest[..<lt]) { return bad }
            rest = rest[rest.index(after: lt)...]
            let closing = rest.first == "/"
            if closing { rest = rest.dropFirst() }
            let name = String(rest.prefix { $0.isLetter || $0.isNumber })
            guard !name.isEmpty else { return "a '<' that opens no tag" }
            guard elements.contains(name) else { return "element <\(name)> is not allowed" }
            rest = rest.dropFirst(name.count)
            var attributes: [String: String] = [:]
            while true {
                rest = rest.drop { $0 == " " }
                if rest.first == ">" {
                    rest = rest.dropFirst()
                    break
                }
                let attribute = String(rest.prefix { $0.isLetter || $0 == "-" })
                guard !attribute.isEmpty, !closing else { return "malformed tag <\(closing ? "/" : "")\(name)>" }
                guard Self.attributes.contains(attribute) else {
                    return "attribute \(attribute) on <\(name)> is not allowed"
                }
                rest = rest.dropFirst(attribute.count)
                guard rest.hasPrefix("=\"") else { return "attribute \(attribute) is not double-quoted" }
                rest = rest.dropFirst(2)
                guard let quote = rest.firstIndex(of: "\"") else { return "unterminated attribute" }
                let value = rest[..<quote]
                if value.contains("<") { return "'<' inside attribute \(attribute)" }
                if let bad = badReference(value) { return bad }
                attributes[attribute] = decode(String(value))
                rest = rest[rest.index(after: quote)...]
            }
            if let bad = badURL(name, attributes) { return bad }
            if closing {
                guard open.last == name else { return "</\(name)> closes <\(open.last ?? "nothing")>" }
                open.removeLast()
            } else if name == "script" {
                // The one inline script there is: the 404 page's own (its policy names it by its digest).
                let body = attributes["src"] == nil ? Assets.notFoundScript : ""
                guard rest.hasPrefix(body + "</script>") else { return "an inline script" }
                rest = rest.dropFirst((body + "</script>").count)
            } else if !void.contains(name) {
                open.append(name)
            }
        }
        if let bad = badReference(rest) { return bad }
        guard open.isEmpty else { return "unclosed <\(open.last!)>" }
        return nil
    }

    static func badURL(_ element: String, _ attributes: [String: String]) -> String? {
        if let href = attributes["href"], let scheme = URLPolicy.scheme(of: URLPolicy.browserForm(href)),
            !["http", "https", "mailto"].contains(scheme)
        {
            return "href with scheme \(scheme): \(href.debugDescription)"
        }
        if let source = attributes["src"] {
            let form = URLPolicy.browserForm(source)
            if URLPolicy.scheme(of: form) != nil || form.hasPrefix("//") {
                return "remote src \(source.debugDescription)"
            }
        }
        if attributes["href"]?.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }) == true {
            return "control character or space in an href"
        }
        return nil
    }

    static let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]
    /// `&amp;` last, so that `&amp;lt;` stays `&lt;`.
    static let decodingOrder = ["lt", "gt", "quot", "#39", "amp"]

    /// A bare `&` or an unknown reference.
    static func badReference(_ text: Substring) -> String? {
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            rest = rest[rest.index(after: amp)...]
            guard let semicolon = rest.firstIndex(of: ";") else { return "a bare '&'" }
            let name = rest[..<semicolon]
            let numeric = name.hasPrefix("#") && name.dropFirst().allSatisfy(\.isNumber) && name.count > 1
            guard named[String(name)] != nil || numeric else { return "unknown reference &\(name);" }
            rest = rest[rest.index(after: semicolon)...]
        }
        return nil
    }

    static func decode(_ value: String) -> String {
        var result = value
        // Numeric references first: a browser reads `&#1;` as U+0001 before it parses the URL.
        var decoded = ""
        var rest = Substring(result)
        while let start = rest.range(of: "&#"), let end = rest[start.upperBound...].firstIndex(of: ";"),
            let value = UInt32(rest[start.upperBound..<end])
        {
            decoded += rest[..<start.lowerBound]
            decoded.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            rest = rest[rest.index(after: end)...]
        }
        result = decoded + rest
        for name in decodingOrder { result = result.replacingOccurrences(of: "&\(name);", with: named[name]!) }
        return result
    }
}
