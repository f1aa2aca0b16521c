import Foundation
import LessonModel
import Testing

@testable import SiteRenderer

/// Names on the page, rendered from a hand-made table (SourceKit's part is tested in LessonSymbolsTests).
@Suite struct PageNamesTests {
    static let kernel = "// Tally.swift\nfinal class Tally {\n    func add() {}\n}\n"
    static let block = "// main.swift — a tally\nlet tally = Tally()\ntally.add()\nprint(tally)\n"
    static let lessonText = "# A\n\n```swift\n\(block)```\n\n```swift\n\(kernel)```\n"

    static func offset(_ needle: String, in code: String, _ nth: Int = 0) -> Int {
        var range = code.startIndex..<code.startIndex
        for _ in 0...nth { range = code.range(of: needle, range: range.upperBound..<code.endIndex)! }
        return code.utf8.distance(from: code.startIndex, to: range.lowerBound)
    }

    static let tallyType = Declaration(
        text: "final class Tally", name: "Tally", kind: "class", type: "Tally.Type", summary: "Counts <things>.",
        place: .kernel(file: "Tally.swift", line: 2, column: 13))
    static let add = Declaration(
        text: "func add()", name: "add()", kind: "function.method.instance", type: "(Tally) -> () -> ()",
        summary: nil, place: .kernel(file: "Tally.swift", line: 3, column: 10))

    static func table() -> [String: CodeNames] {
        let local = Declaration(
            text: "let tally: Tally", name: "tally", kind: "var.global", type: "Tally", summary: nil,
            place: .here(line: 2, column: 5))
        let print = Declaration(
            text: "func print(_ items: Any...)", name: "print(_:)", kind: "function.free", type: nil, summary: nil,
            place: .module("Swift"))
        let blockNames = CodeNames(
            occurrences: [
                .init(offset: offset("tally =", in: block), length: 5, declaration: 0),
                .init(offset: offset("Tally(", in: block), length: 5, declaration: 1),
                .init(offset: offset("tally.", in: block), length: 5, declaration: 0),
                .init(offset: offset("add", in: block), length: 3, declaration: 2),
                .init(offset: offset("print", in: block), length: 5, declaration: 3),
                .init(offset: offset("tally)", in: block), length: 5, declaration: 0),
            ], declarations: [local, tallyType, add, print])
        let kernelNames = CodeNames(
            occurrences: [
                .init(offset: offset("Tally", in: kernel, 1), length: 5, declaration: 0),
                .init(offset: offset("add", in: kernel), length: 3, declaration: 1),
            ], declarations: [tallyType, add])
        return [
            CodeNames.key(language: "en", code: block): blockNames,
            CodeNames.key(language: "en", code: kernel): kernelNames,
        ]
    }

    static func site() -> [String: String] {
        let lesson = LessonParser.parse(
            SourceText(lessonText), key: "en/01-a.md", displayPath: "lessons/en/01-a.md", kernelNames: ["Tally"])
        var input = SiteInput(lessons: [lesson], outputs: [:], kernels: ["Tally": kernel])
        input.names = table()
        return Dictionary(uniqueKeysWithValues: SiteRenderer.render(input).map { ($0.path, $0.contents) })
    }

    /// The names of a `data-names` list read back as the page's script reads them: UTF-16 gaps and lengths
    /// over the code's text.
    static func decoded(_ list: String, over code: String) -> [(name: String, entry: Int)] {
        let units = Array(code.utf16)
        var end = 0
        return list.split(separator: " ").map { part in
            let numbers = part.split(separator: ",").map { Int($0)! }
            let start = end + numbers[0]
            end = start + numbers[1]
            return (String(decoding: units[start..<end], as: UTF16.self), numbers[2])
        }
    }

    static func dataNames(_ page: String, after marker: String) -> String? {
        guard let at = page.range(of: marker),
            let attribute = page.range(of: "data-names=\"", range: at.upperBound..<page.endIndex),
            let close = page.range(of: "\"", range: attribute.upperBound..<page.endIndex)
        else { return nil }
        return String(page[attribute.upperBound..<close.lowerBound])
    }

    @Test func eachNameOfABlockIsListedWithItsEntry() throws {
        let page = try #require(Self.site()["en/01-a.html"])
        let list = try #require(Self.dataNames(page, after: "id=\"lb_block-3\""))
        let names = Self.decoded(list, over: String(Self.block.dropLast()))
        #expect(names.map(\.name) == ["tally", "Tally", "tally", "add", "print", "tally"])
        #expect(names.map(\.entry) == [0, 1, 0, 2, 3, 0])
    }

    @Test func aNameAfterTextOutsideTheBasicPlaneIsStillFound() {
        var names = PageNames(table: [:], language: "en")
        let code = "// 🍎 — é\nlet x = 1\n"
        let offset = code.utf8.count - "x = 1\n".utf8.count
        let declaration = Declaration(
            text: "let x: Int", name: "x", kind: "var.global", type: "Int", summary: nil, place: .module("Swift"))
        let list = names.dataNames(
            code,
            names: CodeNames(
                occurrences: [.init(offset: offset, length: 1, declaration: 0)], declarations: [declaration]),
            blockID: nil)
        #expect(Self.decoded(list ?? "", over: code).map(\.name) == ["x"])
    }

    @Test func theDeclaringLineOfABlockHasTheIdItsNamesLinkTo() throws {
        let page = try #require(Self.site()["en/01-a.html"])
        #expect(page.contains("<span class=\"line\" id=\"lb_block-3-L2\">"))
        #expect(page.contains("<a href=\"#lb_block-3-L2\" title=\"Declared in\">main.swift:2</a>"))
        #expect(page.contains("<a href=\"kernels.html#tally-L3\" title=\"Declared in\">Tally.swift:3</a>"))
    }

    @Test func theIndexHoldsEachDeclarationOnce() throws {
        let page = try #require(Self.site()["en/01-a.html"])
        let index = try #require(page.range(of: "<details class=\"names-index\" id=\"lb_names\">"))
        let list = String(page[index.lowerBound...])
        #expect(list.components(separatedBy: "<dt id=").count - 1 == 4)
        #expect(
            list.contains(
                "<dt id=\"lb_name-1\">Tally</dt><dd><code>final class Tally</code><span>Counts &lt;things&gt;.</span><a href=\"kernels.html#tally-L2\" title=\"Declared in\">Tally.swift:2</a></dd>"
            ))
        #expect(
            list.contains(
                "<dt id=\"lb_name-3\">print</dt><dd><code>func print(_ items: Any...)</code><span>Module: Swift</span></dd>"
            )
        )
        #expect(list.contains("(4)</summary>"))
    }

    @Test func theKernelsPageHasAnIdOnEveryDeclaringLineAndLinksWithinItself() throws {
        let page = try #require(Self.site()["en/kernels.html"])
        #expect(page.contains("<span class=\"line\" id=\"tally-L2\">"))
        #expect(page.contains("<span class=\"line\" id=\"tally-L3\">"))
        #expect(page.contains("<a href=\"#tally-L3\" title=\"Declared in\">Tally.swift:3</a>"))
        let list = try #require(Self.dataNames(page, after: "<h2 id=\"tally\""))
        #expect(Self.decoded(list, over: String(Self.kernel.dropLast())).map(\.name) == ["Tally", "add"])
    }

    @Test func aGenericUseSaysItsTypeAndAPropertyShowsItsOwn() throws {
        var names = PageNames(table: [:], language: "en")
        let code = "let k = counts.keys\nlet m = max(1, 2)\n"
        let keys = Declaration(
            text: "var keys: Keys { get }", name: "keys", kind: "var.instance", type: "Keys", summary: nil,
            place: .module("Swift"))
        let max = Declaration(
            text: "func max<T>(_ x: T, _ y: T) -> T where T : Comparable", name: "max(_:_:)", kind: "function.free",
            type: nil, summary: nil, place: .module("Swift"))
        let resolved = CodeNames(
            occurrences: [
                .init(offset: 15, length: 4, declaration: 0, type: "Dictionary<String, Int>.Keys"),
                .init(offset: 28, length: 3, declaration: 1, type: "(Int, Int) -> Int"),
            ], declarations: [keys, max])
        _ = names.dataNames(code, names: resolved, blockID: nil)
        let index = names.index(strings: .english).markup
        #expect(index.contains("<code>var keys: Dictionary&lt;String, Int&gt;.Keys { get }</code>"))
        #expect(index.contains("<span>Here: <code>(Int, Int) -&gt; Int</code></span>"))
    }

    @Test func codeWithoutNamesIsOnlyHighlighted() throws {
        let lesson = LessonParser.parse(
            SourceText(Self.lessonText), key: "en/01-a.md", displayPath: "lessons/en/01-a.md", kernelNames: ["Tally"])
        let files = SiteRenderer.render(SiteInput(lessons: [lesson], outputs: [:], kernels: ["Tally": Self.kernel]))
        let page = try #require(files.first { $0.path == "en/01-a.html" }).contents
        #expect(!page.contains("data-names="))
        #expect(!page.contains("names-index"))
    }

    /// A summary's Markdown emphasis is shown as emphasis: marks that open before a word and close after one
    /// (the near misses, marks inside a word or beside a space, stay as written).
    @Test func aSummarysEmphasisIsEmphasisAndNearMissesStayAsWritten() {
        let cases: [(String, String)] = [
            ("a new _unstructured_ _detached_ task", "a new <em>unstructured</em> <em>detached</em> task"),
            ("**Note:** it *may* run", "<strong>Note:</strong> it <em>may</em> run"),
            ("(_several words here_).", "(<em>several words here</em>)."),
            ("__strong__ end", "<strong>strong</strong> end"),
            ("`_not_` and _yes_", "<code>_not_</code> and <em>yes</em>"),
            // Near misses: inside a word, a space after the opening mark or before the closing one, unclosed.
            ("snake_case_name", "snake_case_name"),
            ("a * b * c", "a * b * c"),
            ("_ spaced_ and _spaced _", "_ spaced_ and _spaced _"),
            ("x_y_ and _y_x", "x_y_ and _y_x"),
            ("an _open mark", "an _open mark"),
            ("_mixed*", "_mixed*"),
            ("2*3*4", "2*3*4"),
        ]
        for (summary, expected) in cases {
            #expect(PageNames.inlineCode(summary).markup == expected, "\(summary)")
        }
    }
}
