#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LessonModel

@Suite struct ProgramGeneratorTests {
    @Test func eachBlockHasItsOwnFileNamespaceAndLessonLines() {
        let lesson = parse("# T\n\n```swift\n// main.swift\nimport Foundation\nprint(1)\n```\n\n```swift\n// main.swift\nprint(2)\n```\n")
        let files = ProgramGenerator.sources(for: lesson, parts: 2)
        #expect(files.count == 2)
        #expect(files[0].contains("#sourceLocation(file: \"lessons/tr/01-deneme.md\", line: 5)\nimport Foundation\n#sourceLocation()"))
        #expect(files[0].contains("    enum B3 {\n        static func run() {\n#sourceLocation(file: \"lessons/tr/01-deneme.md\", line: 4)\n// main.swift\n\nprint(1)\n#sourceLocation()"))
        #expect(files[0].contains("(lesson: \"tr/01-deneme.md\", line: 3, digest: 0x\(String(stableDigest("// main.swift\nimport Foundation\nprint(1)\n"), radix: 16)), run: \(ProgramGenerator.namespace(forKey: "tr/01-deneme.md", part: 0))_.B3.run)"))
        #expect(files[1].contains("enum B9 {"))
        #expect(!files[1].contains("import Foundation"))
    }

    @Test func partitionCopesWithAWrongEstimate() {
        #expect(ProgramGenerator.partition(blockCount: 3, parts: 3) == [0..<1, 1..<2, 2..<3])
        #expect(ProgramGenerator.partition(blockCount: 4, parts: 2) == [0..<1, 1..<4])
        #expect(ProgramGenerator.partition(blockCount: 1, parts: 3) == [0..<1, 1..<1, 1..<1])
        #expect(ProgramGenerator.partition(blockCount: 0, parts: 1) == [0..<0])
    }

    @Test func registryListsEveryPart() {
        let registry = ProgramGenerator.registrySource(lessons: [("tr/01-a.md", 2), ("az/01-b.md", 1)])
        #expect(registry.contains(ProgramGenerator.namespace(forKey: "tr/01-a.md", part: 1) + "(),"))
        #expect(registry.contains(ProgramGenerator.namespace(forKey: "az/01-b.md", part: 0) + "(),"))
    }

    @Test func topLevelDeclarationsAreMovedOutOfTheFunction() {
        let lesson = parse("# T\n\n```swift\n// main.swift\nprint(Item())\nstruct Item {\n    let s = \"}\"\n}\nextension Item: Equatable {}\nextension Screen {\n    func x() {}\n}\nfunc f() {}\n```\n")
        let file = ProgramGenerator.sources(for: lesson, parts: 1)[0]
        let namespace = ProgramGenerator.namespace(forKey: "tr/01-deneme.md", part: 0)
        #expect(file.contains("#sourceLocation(file: \"lessons/tr/01-deneme.md\", line: 6)\nstruct Item {\n    let s = \"}\"\n}\n#sourceLocation()"))
        #expect(file.contains("#sourceLocation(file: \"lessons/tr/01-deneme.md\", line: 9)\nextension \(namespace)_.B3.Item: Equatable {}"))
        #expect(file.contains("#sourceLocation(file: \"lessons/tr/01-deneme.md\", line: 10)\nfileprivate extension Screen {"))
        #expect(file.contains("print(Item())\n\n\n\n\n\n\n\nfunc f() {}"))
    }

    @Test func declarationFinderSkipsStringsCommentsAndNestedCode() {
        let code = "let s = \"struct X {\"\n// class Y {}\nif true {\n    struct Local {}\n}\n@MainActor final class Z {\n}\ntypealias N = [Int]\n"
        let found = TopLevelDeclaration.find(in: code)
        #expect(found.map(\.name) == ["Z", "N"])
        #expect(found.map(\.firstLine) == [5, 7])
        #expect(found.map(\.lastLine) == [6, 7])
    }

    @Test func indentedBlocksKeepTheirColumns() {
        let lesson = parse("# T\n\n- x\n\n   ```swift\n   // main.swift\n   print(1)\n   ```\n")
        #expect(BlockLayout(lesson.runnables[0].code).body == "   // main.swift\n   print(1)")
    }

    @Test func importDetection() {
        #expect(BlockLayout.isImport("import Foundation"))
        #expect(BlockLayout.isImport("@testable import Foo"))
        #expect(!BlockLayout.isImport("  import Foundation"))
        #expect(!BlockLayout.isImport("importer()"))
        #expect(!BlockLayout.isImport("let importance = 1"))
    }

    @Test func namespacesAreValidAndDistinct() {
        let a = ProgramGenerator.namespace(forKey: "tr/01-a_b.md", part: 0)
        let b = ProgramGenerator.namespace(forKey: "tr/01-a-b.md", part: 0)
        #expect(a != b)
        #expect(a.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        #expect(ProgramGenerator.namespace(forKey: "az/01-şəkil.md", part: 3).allSatisfy { $0.isASCII })
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

@Suite struct AsyncBlockTests {
    @Test func topLevelAwaitMakesTheBlockAsyncOnTheMainActor() {
        #expect(TopLevelDeclaration.awaitsAtTopLevel("let x = await f()\n"))
        #expect(!TopLevelDeclaration.awaitsAtTopLevel("Task { await f() }\nfunc g() async { await f() }\n"))
        #expect(!TopLevelDeclaration.awaitsAtTopLevel("let s = \"await\" // await\n"))
        let lesson = parse("# T\n\n```swift\n// main.swift\nprint(await f())\n```\n\n```swift\n// main.swift\nprint(1)\n```\n")
        let files = ProgramGenerator.sources(for: lesson, parts: 2)
        #expect(files[0].contains("@MainActor static func run() async {"))
        #expect(files[1].contains("        static func run() {"))
    }
}

@Suite struct GeneratedFileTests {
    func modificationSecond(_ path: String) -> Int {
        var info = stat()
        _ = stat(path, &info)
        return info.st_mtim.tv_sec
    }

    @Test func rewritesMoveToALaterSecondAndIdenticalTextIsNotRewritten() throws {
        let path = "/tmp/lessonbuild-generated-\(getpid())-\(Int.random(in: 0..<1_000_000)).swift"
        defer { unlink(path) }
        #expect(try GeneratedFile.write("let a = 1\n", to: path))
        let first = modificationSecond(path)
        // Immediately, within the same second: the date must still move on, or the driver keeps old code.
        #expect(try GeneratedFile.write("let a = 2\n", to: path))
        let second = modificationSecond(path)
        #expect(second > first)
        #expect(try GeneratedFile.write("let a = 2\n", to: path) == false)
        #expect(modificationSecond(path) == second)
        let descriptor = open(path, O_RDONLY)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        #expect(String(decoding: buffer[0..<count], as: UTF8.self) == "let a = 2\n")
    }
}
