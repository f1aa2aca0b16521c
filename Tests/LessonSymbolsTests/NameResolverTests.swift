import Foundation
import LessonModel
import LessonSymbols
import Testing

/// SourceKit as the site uses it: a small program and a kernel, written to a folder, resolved name by name.
@Suite struct NameResolverTests {
    let kernel = """
        /// A store of contacts.
        ///
        /// Kept in memory only.
        final class ContactStore {
            private(set) var values: [String: String] = [:]
            /// Sets one value.
            func update(_ key: String, _ value: String) { values[key] = value }
        }

        """
    let program = """
        // main.swift — a store
        let store = ContactStore()
        store.update("name", "Ayşe")
        var counts = [1, 2]
        counts.append(3)
        enum Renk { case mavi }
        print(store.values, counts.first ?? 0, Renk.mavi)

        """

    func resolve() throws -> (names: CodeNames, code: String) {
        let compiler = try #require(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map {
            "\($0)/swiftc"
        }.first { FileManager.default.isExecutableFile(atPath: $0) })
        let sourceKit = try SourceKit.load(besideCompiler: compiler)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        let kernelFile = folder.appendingPathComponent("Contacts.swift")
        try Data(program.utf8).write(to: main)
        try Data(kernel.utf8).write(to: kernelFile)
        let resolver = NameResolver(sourceKit: sourceKit, languageMode: "5")
        return (resolver.names(of: program, file: main.path, kernelFiles: [kernelFile.path]), program)
    }

    func declaration(_ names: CodeNames, _ code: String, at needle: String, _ nth: Int = 0) throws -> Declaration {
        var range = code.startIndex..<code.startIndex
        for _ in 0...nth { range = try #require(code.range(of: needle, range: range.upperBound..<code.endIndex)) }
        let offset = code.utf8.distance(from: code.startIndex, to: range.lowerBound)
        return try #require(names.declaration(at: offset), "nothing at '\(needle)'")
    }

    @Test func valuesShowTheirTypeAndWhereTheyAreDeclared() throws {
        let (names, code) = try resolve()
        let store = try declaration(names, code, at: "store =")
        #expect(store.text == "let store: ContactStore")
        #expect(store.place == .here(line: 2, column: 5))
        let use = try declaration(names, code, at: "store.update")
        #expect(use == store)
        let values = try declaration(names, code, at: "values")
        #expect(values.text == "private(set) var values: [String : String] { get }")
        #expect(values.place == .kernel(file: "Contacts.swift", line: 5, column: 22))
    }

    @Test func kernelTypesCarryTheFirstParagraphOfTheirComment() throws {
        let (names, code) = try resolve()
        let type = try declaration(names, code, at: "ContactStore")
        #expect(type.text == "final class ContactStore")
        #expect(type.summary == "A store of contacts.")
        let update = try declaration(names, code, at: "update")
        #expect(update.text == "func update(_ key: String, _ value: String)")
        #expect(update.summary == "Sets one value.")
    }

    @Test func libraryMembersAreSubstitutedAndHaveNoPlace() throws {
        let (names, code) = try resolve()
        let append = try declaration(names, code, at: "append")
        #expect(append.text == "mutating func append(_ newElement: Int)")
        #expect(append.place == .module("Swift"))
        let first = try declaration(names, code, at: "first")
        #expect(first.text == "var first: Int? { get }")
        let print = try declaration(names, code, at: "print")
        #expect(print.text.hasPrefix("func print(_ items: Any..., separator: String = \" \""))
        let mavi = try declaration(names, code, at: "mavi", 1)
        #expect(mavi.text == "case mavi")
        #expect(mavi.kind == "enumelement")
    }

    @Test func everyIdentifierOutsideCommentsAndStringsIsAsked() {
        let found = CodeIdentifiers.find(in: "// main.swift\nlet x = \"y \\(z)\" + `default` // w\n")
        let code = Array("// main.swift\nlet x = \"y \\(z)\" + `default` // w\n".utf8)
        let texts = found.map { String(decoding: code[$0.offset..<$0.offset + $0.length], as: UTF8.self) }
        #expect(texts == ["x", "z", "`default`"])
    }
}

@Suite struct DeclarationTextTests {
    @Test func markupIsRemovedAndEntitiesDecoded() {
        #expect(
            DeclarationText.plain(
                "<Declaration>func max&lt;T&gt;(_ x: <Type usr=\"a\">T</Type>) -&gt; T</Declaration>")
                == "func max<T>(_ x: T) -> T")
    }

    @Test func attributesForTheOptimiserAreLeftOut() {
        #expect(
            DeclarationText.plain(
                "<Declaration>@inlinable @_semantics(&quot;array.append(x)&quot;) mutating func append()</Declaration>")
                == "mutating func append()")
        #expect(
            DeclarationText.plain("<Declaration>@MainActor @discardableResult func run() -&gt; Int</Declaration>")
                == "@MainActor @discardableResult func run() -> Int")
    }

    @Test func theSummaryIsTheFirstParagraphJoined() {
        #expect(DeclarationText.firstParagraph("Adds a value\nat the end.\n\nMore.") == "Adds a value at the end.")
        #expect(DeclarationText.firstParagraph("- Parameter x: a value") == nil)
        #expect(DeclarationText.firstParagraph("\n\n") == nil)
    }

    @Test func kindsLoseTheirPrefix() {
        #expect(DeclarationText.kind("source.lang.swift.ref.var.instance") == "var.instance")
        #expect(DeclarationText.kind("source.lang.swift.decl.enumelement") == "enumelement")
    }
}
