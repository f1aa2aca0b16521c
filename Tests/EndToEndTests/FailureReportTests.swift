import Foundation
import LessonModel
import Testing

/// Blocks that trap, hang or print nondeterministically: each is reported at its lesson line with what it
/// printed, and every other block is still checked.
@Suite struct FailureReportTests {
    @Test func trapsHangsAndNondeterminismAreReportedAndTheRestIsChecked() throws {
        let lessons = packageRoot.appendingPathComponent("Tests/Fixtures/lessons")
        let file = "Tests/Fixtures/lessons/tr/02-failures.md"
        let result = try fixtures(["check", "--lessons", "Tests/Fixtures/lessons", "--timeout", "2", file])
        #expect(result.status == 1)
        let output = result.output
        #expect(output.contains("\(file):12: error: the block trapped"))
        #expect(output.contains("  | about to index\n"))
        #expect(output.contains("Index out of range"))
        #expect(output.contains("\(file):28: error: the block trapped"))
        #expect(output.contains("  | unwrapping\n"))
        #expect(output.contains("Unexpectedly found nil"))
        #expect(output.contains("\(file):35: error: the block did not finish within 2 s"))
        #expect(output.contains("  | looping\n"))
        #expect(output.contains("\(file):42: error: nondeterministic output"))
        #expect(!output.contains("Current stack trace"))
        // "before", "after" and "last" still pass: three passed, four failed.
        #expect(result.lastLine == "3 passed, 4 failed")
        #expect(output.contains("Ran 7 blocks in-process"))
        let rerun = output.components(separatedBy: "; ").last?.split(separator: " ").first.flatMap { Int($0) }
        #expect((rerun ?? 0) >= 3, "\(output)")
        _ = lessons
    }

    @Test func fillNeverWritesTheOutputOfAFailedBlock() throws {
        let copy = try scratchCopy(of: packageRoot.appendingPathComponent("Tests/Fixtures/lessons"))
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let file = copy.appendingPathComponent("tr/02-failures.md")
        let before = try Data(contentsOf: file)
        let result = try fixtures(["fill", "--update", "--timeout", "1", "--lessons", copy.path, file.path])
        #expect(result.status == 1)
        #expect(try Data(contentsOf: file) == before)
    }
}

/// A compile error in a block is reported by the compiler at the lesson's line and column, never at a
/// generated file.
@Suite struct CompileErrorMappingTests {
    @Test func compilerErrorsPointAtTheLessonLine() throws {
        let text = "# Hata\n\nMetin.\n\n```swift\n// main.swift\nimport Foundation\nlet sayi: Int = \"bir\"\nprint(sayi)\n```\n"
        let lesson = LessonParser.parse(SourceText(text), key: "tr/07-hata.md", displayPath: "lessons/tr/07-hata.md", kernelNames: [])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Generated_07.swift")
        let registry = directory.appendingPathComponent("Registry.swift")
        try Data(ProgramGenerator.sources(for: lesson, parts: 1)[0].utf8).write(to: generated)
        try Data(ProgramGenerator.registrySource(lessons: [(lesson.key, 1)]).utf8).write(to: registry)
        let kernels = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources/Kernels").path)
            .filter { $0.hasSuffix(".swift") }.map { packageRoot.appendingPathComponent("Sources/Kernels/" + $0).path }
        let result = try run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", "-parse-as-library",
                                              generated.path, registry.path] + kernels)
        #expect(result.status != 0)
        // Line 8 of the lesson, column 17: the string literal.
        #expect(result.error.contains("lessons/tr/07-hata.md:8:17: error: cannot convert value of type 'String' to specified type 'Int'"),
                "\(result.error)")
        #expect(!result.error.contains("Generated_07"))
    }
}
