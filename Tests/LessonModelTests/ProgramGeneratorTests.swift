import Testing
@testable import LessonModel

@Suite struct ProgramGeneratorTests {
    @Test func eachBlockIsAFunctionMappedToItsLessonLines() {
        let lesson = parse("# T\n\n```swift\n// main.swift\nimport Foundation\nprint(1)\n```\n\n```swift\n// main.swift\nprint(2)\n```\n")
        let source = ProgramGenerator.source(for: lesson)
        #expect(source.contains("#sourceLocation(file: \"lessons/tr/01-deneme.md\", line: 5)\nimport Foundation\n#sourceLocation()"))
        #expect(source.contains("    static func block3() {\n#sourceLocation(file: \"lessons/tr/01-deneme.md\", line: 4)\n// main.swift\n\nprint(1)\n#sourceLocation()"))
        #expect(source.contains("static func block9() {"))
        #expect(source.contains("(lesson: \"tr/01-deneme.md\", line: 3, digest: 0x\(String(stableDigest("// main.swift\nimport Foundation\nprint(1)\n"), radix: 16)), run: block3)"))
    }

    @Test func indentedBlocksKeepTheirColumns() {
        let lesson = parse("# T\n\n- x\n\n   ```swift\n   // main.swift\n   print(1)\n   ```\n")
        let (body, _) = ProgramGenerator.splitImports(lesson.runnables[0].code)
        #expect(body == "   // main.swift\n   print(1)")
    }

    @Test func importDetection() {
        #expect(ProgramGenerator.isImport("import Foundation"))
        #expect(ProgramGenerator.isImport("@testable import Foo"))
        #expect(!ProgramGenerator.isImport("  import Foundation"))
        #expect(!ProgramGenerator.isImport("importer()"))
        #expect(!ProgramGenerator.isImport("let importance = 1"))
    }

    @Test func namespacesAreValidAndDistinct() {
        let a = ProgramGenerator.namespace(forKey: "tr/01-a_b.md")
        let b = ProgramGenerator.namespace(forKey: "tr/01-a-b.md")
        #expect(a != b)
        #expect(a.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        #expect(ProgramGenerator.namespace(forKey: "az/01-şəkil.md").allSatisfy { $0.isASCII })
    }

    @Test func stringLiteralsEscapeEverything() {
        #expect(ProgramGenerator.swiftStringLiteral("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u{1}\"")
    }

    @Test func digestIsFNV1a() {
        // Published FNV-1a 64-bit test vectors.
        #expect(stableDigest("") == 0xcbf29ce484222325)
        #expect(stableDigest("a") == 0xaf63dc4c8601ec8c)
        #expect(stableDigest("foobar") == 0x85944171f73967e8)
    }
}
