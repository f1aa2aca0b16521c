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

    /// What `swiftc main.swift` refuses, the builder refuses too, with the compiler's words at the lesson's
    /// line: a property wrapper or `lazy` on a top-level variable (a block's entry function would accept both).
    @Test func whatAMainSwiftRefusesIsRefused() throws {
        let course = try temporaryCourse([
            "tr/01-a.md": """
            # Reddedilen

            ```swift
            // main.swift
            @propertyWrapper struct Doubled {
                var value = 0
                var wrappedValue: Int { get { value } set { value = newValue * 2 } }
                init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
            }
            @Doubled var points = 5
            print(points)
            ```

            ```swift
            // main.swift
            lazy var greeting = "merhaba"
            print(greeting)
            ```

            """
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let builder = productsDirectory.appendingPathComponent("lessonbuild").path
        let result = try run(
            builder, ["check", "--kernels", packageRoot.appendingPathComponent("Sources/Kernels").path], in: course)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "lessons/tr/01-a.md:10:1: error: property wrappers are not yet supported in top-level code"),
            "\(result.output)")
        #expect(
            result.output.contains("lessons/tr/01-a.md:16:1: error: 'lazy' cannot be used on an already-lazy global"),
            "\(result.output)")
        #expect(result.lastLine == "0 passed, 2 failed", "\(result.output)")
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

/// A compile error in a block is reported at the lesson's line and column, once, with the lesson's own
/// line as the snippet; every other block is still compiled, run and checked.
@Suite struct CompileErrorTests {
    @Test func compilerErrorsPointAtTheLessonLineAndTheRestStillRuns() throws {
        let text =
            "# Hata\n\nMetin.\n\n```swift\n// main.swift\nimport Foundation\nlet sayi: Int = \"bir\"\nprint(sayi)\n```\n\n"
            + "```swift\n// main.swift\nprint(\"ikinci\")\n```\n\n```text\nikinci\n```\n"
        let course = try temporaryCourse(["tr/07-hata.md": text])
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try run(
            productsDirectory.appendingPathComponent("lessonbuild").path,
            ["check", "--kernels", packageRoot.appendingPathComponent("Sources/Kernels").path], in: course)
        #expect(result.status == 1)
        let expected =
            "lessons/tr/07-hata.md:8:17: error: cannot convert value of type 'String' to specified type 'Int'"
        #expect(result.output.components(separatedBy: expected).count == 2, "\(result.output)")
        #expect(result.output.contains("let sayi: Int = \"bir\"\n                ^"), "\(result.output)")
        #expect(!result.output.contains("lessonbuild-block"))
        #expect(!result.output.contains(".swift:"))
        // The second block compiled, ran and matched.
        #expect(result.lastLine == "1 passed, 1 failed", "\(result.output)")
    }

    /// A mistake in an awaited global's initialiser or type (written once, in a closure the entry runs) is
    /// reported once, at its own column, without what follows from it in the generated code.
    @Test func mistakesInAwaitedGlobalsReadAtTheirColumns() throws {
        let text =
            "# Hata\n\n```swift\n// main.swift\nfunc load() async -> Int { 1 }\nlet value: Strin = await load()\n"
            + "let other = await lod() + 1\nstruct S { func f() -> Int { other } }\nprint(value, S().f())\n```\n"
        let course = try temporaryCourse(["tr/01-a.md": text])
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try run(
            productsDirectory.appendingPathComponent("lessonbuild").path,
            ["check", "--kernels", packageRoot.appendingPathComponent("Sources/Kernels").path], in: course)
        #expect(result.status == 1)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "lessons/tr/01-a.md:6:12: error: cannot find type 'Strin' in scope",
                "lessons/tr/01-a.md:7:19: error: cannot find 'lod' in scope",
            ], "\(result.output)")
    }

    @Test func aKernelThatDoesNotCompileIsReportedAtTheKernelFile() throws {
        let course = try temporaryCourse(["tr/01-a.md": "# A\n\n```swift\n// main.swift\nprint(1)\n```\n"])
        defer { try? FileManager.default.removeItem(at: course) }
        let kernels = course.appendingPathComponent("Kernels")
        try FileManager.default.createDirectory(at: kernels, withIntermediateDirectories: true)
        try Data("func broken() -> Int { \"no\" }\n".utf8).write(to: kernels.appendingPathComponent("Broken.swift"))
        let result = try run(
            productsDirectory.appendingPathComponent("lessonbuild").path, ["check", "--kernels", "Kernels"], in: course)
        #expect(result.status == 1)
        #expect(result.output.contains("Kernels/Broken.swift:1:24: error:"), "\(result.output)")
    }
}
