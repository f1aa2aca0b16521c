import Foundation
import Testing

@testable import LessonBuild
@testable import LessonModel

/// Plays the part of the two builder processes: returns scripted outcomes for each compiled block.
struct ScriptedExecutor: BlockExecutor {
    var first: [Int: BlockOutcome]
    var second: [Int: BlockOutcome]? = nil

    func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        ExecutionReport(first: first, second: second ?? first, launches: 2)
    }
}

extension Checker {
    /// A checker over blocks that all compiled.
    init(registry: ProgramRegistry, executor: BlockExecutor, timeout: Double) {
        self.init(
            compilation: CourseCompilation(registry: registry, result: BlockCompiler.Result()), executor: executor,
            timeout: timeout)
    }
}

func finished(_ text: String) -> BlockOutcome { BlockOutcome(status: .finished, output: Array(text.utf8)) }

/// A course of one lesson, with every runnable block compiled (registered) under its real digest.
func course(_ text: String, kernels: [String: String] = [:]) -> (Course, ProgramRegistry) {
    let lesson = LessonParser.parse(
        SourceText(text), key: "tr/01-x.md", displayPath: "lessons/tr/01-x.md",
        kernelNames: Set(kernels.keys))
    let registry = ProgramRegistry(
        lesson.runnables.map {
            CompiledBlock(lesson: lesson.key, line: $0.code.openingLine, digest: $0.digest, library: "", symbol: "")
        })
    return (Course(layout: CourseLayout(), lessons: [lesson], kernels: kernels, diagnostics: []), registry)
}

let twoBlocks = """
    # Ders

    ```swift
    // main.swift
    print("a")
    ```

    ```text
    a
    b
    c
    ```

    ```swift
    // main.swift
    print("z")
    ```

    """

@Suite struct CheckerTests {
    func check(
        _ text: String, _ first: [Int: BlockOutcome], second: [Int: BlockOutcome]? = nil,
        kernels: [String: String] = [:]
    ) -> CheckReport {
        let (course, registry) = course(text, kernels: kernels)
        return Checker(registry: registry, executor: ScriptedExecutor(first: first, second: second), timeout: 10).check(
            course)
    }

    @Test func matchingTranscriptPasses() {
        let report = check(
            twoBlocks.replacingOccurrences(of: "a\nb\nc\n", with: "a\n"), [0: finished("a\n"), 1: finished("z\n")])
        #expect(report.passed == 1)
        #expect(report.failed == 1)  // the second block has no transcript
        #expect(report.errors.map(\.location.line) == [15])
        #expect(report.errors[0].message.contains("fill"))
        #expect(report.summary.hasSuffix("1 passed, 1 failed"))
    }

    @Test func mismatchNamesTheFirstDifferingLessonLine() {
        let report = check(twoBlocks, [0: finished("a\nB\nc\n"), 1: finished("z\n")])
        let mismatch = report.errors.first { $0.message.hasPrefix("transcript does not match") }
        #expect(mismatch?.location == SourceLocation(file: "lessons/tr/01-x.md", line: 10))
        #expect(mismatch?.detail.contains("@@ -9,3 +9,3 @@\n a\n-b\n+B\n c\n") == true)
        #expect(report.lessons[0].runnables[0].verdict == .mismatch(output: "a\nB\nc\n"))
    }

    @Test func missingLastLineIsReportedAtTheClosingFence() {
        let report = check(twoBlocks, [0: finished("a\nb\n"), 1: finished("z\n")])
        #expect(report.errors.first?.location.line == 11)  // the line of the missing "c"
    }

    @Test func nondeterministicBlockFails() {
        let report = check(
            twoBlocks, [0: finished("a\nb\nc\n"), 1: finished("z\n")],
            second: [0: finished("c\nb\na\n"), 1: finished("z\n")])
        #expect(report.errors.first?.location.line == 3)
        #expect(report.errors.first?.message.contains("nondeterministic") == true)
        #expect(report.lessons[0].runnables[0].verdict == .failed)
    }

    @Test func trapAndTimeoutReportWhatWasPrintedBefore() {
        let trapped = BlockOutcome(
            status: .crashed(reason: "trapped (signal 4, a Swift runtime trap)"),
            output: Array("a\nx.md:5: Fatal error: boom\nCurrent stack trace:\n0 junk\n".utf8))
        let hung = BlockOutcome(status: .timedOut(seconds: 2), output: [])
        let report = check(twoBlocks, [0: trapped, 1: hung])
        #expect(report.errors.map(\.location.line) == [3, 14])
        #expect(report.errors[0].message.contains("trapped"))
        #expect(report.errors[0].detail.contains("  | a\n"))
        #expect(report.errors[0].detail.contains("Fatal error: boom"))
        #expect(!report.errors[0].detail.contains("junk"))
        #expect(report.errors[1].message.contains("within 2 s"))
        #expect(report.failed == 2)
    }

    /// Each failure says what it is by its identifier (the preview's overlay sorts by it, scripts read it), and
    /// a cause that stops every block (no worker could start) is said once.
    @Test func failuresCarryTheirKindAndACommonCauseIsSaidOnce() {
        let trapped = BlockOutcome(status: .crashed(reason: "trapped (signal 4, a Swift runtime trap)"), output: [])
        let hung = BlockOutcome(status: .timedOut(seconds: 2), output: [])
        #expect(check(twoBlocks, [0: trapped, 1: hung]).errors.map(\.id) == [.trap, .timeout])
        let mismatched = check(twoBlocks, [0: finished("a\nb\nX\n"), 1: finished("z\n")])
        #expect(mismatched.errors.map(\.id) == [.transcriptMismatch, .missingTranscript])
        let notRun = BlockOutcome(status: .notRun(reason: "cannot start the worker"), output: [])
        let stopped = check(twoBlocks, [0: notRun, 1: notRun])
        #expect(stopped.errors.map(\.id) == [.notRun])
        #expect(stopped.failed == 2)
    }

    @Test func aBlockWithoutACompiledFormIsReportedWithItsCompilerErrors() {
        let (course, _) = course(twoBlocks)
        var result = BlockCompiler.Result()
        let runnable = course.lessons[0].runnables[0]
        result.programs[runnable.digest] = BlockProgramGenerator.generate(
            code: runnable.code.code, importsKernels: false)
        result.failures[runnable.digest] = [
            CompilerMessage(
                path: BlockProgram.virtualPath(digest: runnable.digest), line: 2,
                column: 7, severity: "error", text: "something is wrong")
        ]
        let compilation = CourseCompilation(registry: ProgramRegistry([]), result: result)
        let report = Checker(compilation: compilation, executor: ScriptedExecutor(first: [:]), timeout: 10).check(
            course)
        // Line 2 of the block is lesson line 3 (the fence) + 2.
        #expect(report.errors.first?.location == SourceLocation(file: "lessons/tr/01-x.md", line: 5, column: 7))
        #expect(report.errors.first?.message == "something is wrong")
        #expect(report.failed == 2)
    }

    @Test func kernelListingDrift() {
        let text = "# K\n\n```swift\n// Sync.swift\nlet a = 1\nlet b = 2\n```\n"
        let ok = check(text, [:], kernels: ["Sync": "// Sync.swift\nlet a = 1\nlet b = 2"])
        #expect(ok.passed == 1 && ok.failed == 0)
        let crlf = check(text, [:], kernels: ["Sync": "// Sync.swift\r\nlet a = 1\r\nlet b = 2\r\n"])
        #expect(crlf.failed == 0)
        let drift = check(text, [:], kernels: ["Sync": "// Sync.swift\nlet a = 1\nlet b = 3\n"])
        #expect(drift.failed == 1)
        #expect(drift.errors[0].location.line == 6)
        #expect(drift.errors[0].message.contains("Sources/Kernels/Sync.swift"))
        #expect(drift.errors[0].detail.contains("-let b = 2\n+let b = 3\n"))
    }

    @Test func structuralProblemsCountAsFailures() {
        let report = check("no title\n\n```swift\n// main.swift\nprint(1)\n", [0: finished("1\n")])
        #expect(report.errors.map(\.location.line) == [1, 3, 5])
        #expect(report.failed == 3)
    }
}
