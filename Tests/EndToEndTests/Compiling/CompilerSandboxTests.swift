import Foundation
import Testing

/// `--sandbox` confines the compiler as it does the blocks: a compiler that tries to write outside the build
/// cache, read the runner's files or reach a loopback service fails at each, and the check still passes;
/// without `--sandbox` the same compiler succeeds at all three, so the probe can tell.
@Suite struct CompilerSandboxTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path

    /// Where the escaping compiler tries to write: beside the lessons, among them, and the host's `/tmp`.
    struct Targets {
        let runner: SandboxTests.Runner
        let hostTemporary = "/tmp/lessonbuild-escape-\(UUID().uuidString)"
        var inCourse: String { runner.course.appendingPathComponent("escaped").path }
        var inLessons: String { runner.course.appendingPathComponent("lessons/escaped").path }
        var all: [String] { [inCourse, inLessons, hostTemporary] }
    }

    /// A compiler that, before each real compile, tries the three escapes and writes what came of each
    /// into its temporary folder (the cache's `tmp`, the one place it may write), one file per run.
    func escapingCompiler(_ targets: Targets, port: UInt16) throws -> String {
        let folder = targets.runner.root.appendingPathComponent("compiler")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let secret = targets.runner.besideTheCourse.path
        let writes = targets.all.enumerated().map { index, path in
            "echo escaped > '\(path)' 2>/dev/null && echo write\(index):ok || echo write\(index):no"
        }
        return try wrappedCompiler(
            in: folder,
            running: """
                {
                \(writes.joined(separator: "\n"))
                cat '\(secret)' 2>/dev/null | grep -q beside && echo read:ok || echo read:no
                bash -c 'exec 3<>/dev/tcp/127.0.0.1/\(port)' 2>/dev/null && echo connect:ok || echo connect:no
                } > "$TMPDIR/probe-$$"
                """)
    }

    /// Every probe line the compiler's runs wrote, counted by line.
    func probes(of runner: SandboxTests.Runner) -> [String: Int] {
        let folder = runner.course.appendingPathComponent(".build/lessonbuild/tmp")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var counts: [String: Int] = [:]
        for name in names where name.hasPrefix("probe-") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") { counts[String(line), default: 0] += 1 }
        }
        return counts
    }

    func checkWithEscapingCompiler(sandboxed: Bool) throws -> (
        result: RunResult, probes: [String: Int], escaped: [String]
    ) {
        let service = try SandboxTests.LoopbackService(answering: "x")
        defer { service.stop() }
        let lesson = "# A\n\n```swift\n// main.swift\nprint(\"merhaba\")\n```\n\n```text\nmerhaba\n```\n"
        let runner = try SandboxTests.Runner(secret: UUID().uuidString, lesson: lesson)
        defer { runner.remove() }
        let targets = Targets(runner: runner)
        defer { for target in targets.all { try? FileManager.default.removeItem(atPath: target) } }
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONBUILD_SWIFTC"] = try escapingCompiler(targets, port: service.port)
        let result = try run(
            builder, ["check", "--kernels", kernels] + (sandboxed ? ["--sandbox"] : []), in: runner.course,
            environment: environment)
        let escaped = targets.all.filter { FileManager.default.fileExists(atPath: $0) }
        return (result, probes(of: runner), escaped)
    }

    /// Under `--sandbox` every escape fails and the check passes; without it (the control) the same compiler
    /// writes, reads and connects, so the probe can tell.
    @Test(arguments: [true, false])
    func aSandboxedCompilerWritesNothingOutsideTheCacheReadsNoFileAndReachesNoService(sandboxed: Bool) throws {
        let (result, probes, escaped) = try checkWithEscapingCompiler(sandboxed: sandboxed)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("1 passed, 0 failed"), "\(result.output)")
        #expect(escaped.count == (sandboxed ? 0 : 3), "written outside the cache: \(escaped)")
        let outcome = sandboxed ? "no" : "ok"
        let runs = probes["read:" + outcome] ?? 0
        #expect(runs > 0, "the compiler never ran the probe: \(probes)")
        // In the sandbox the write to `/tmp` lands in its private one, gone with it (the host's is checked above).
        let expected = ["write0:", "write1:", "read:", "connect:"].map { ($0 + outcome, runs) } + [("write2:ok", runs)]
        #expect(probes == Dictionary(uniqueKeysWithValues: expected), "\(probes)")
    }

    /// A course with every kind of verdict (a pass, a wrong transcript, a compile-error block, one that
    /// compiles, a broken excerpt, a kernel's warning-free use) is judged alike with and without the sandbox.
    @Test func aCourseGetsTheSameVerdictsInTheSandbox() throws {
        let lesson = """
            # A

            ```swift
            // main.swift
            print(greet("Ayşe"))
            ```

            ```text
            Merhaba, Ayşe
            ```

            ```swift
            // main.swift
            print(1 + 1)
            ```

            ```text
            3
            ```

            ```swift compile-error
            // main.swift
            let x: Int = "a"
            ```

            ```text
            main.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'
            let x: Int = "a"
                         ^~~
            ```

            ```swift compile-error
            // main.swift
            let y = 1
            ```

            ```swift
            import UIKit
            let view = UIView(
            ```

            """
        var outputs: [String] = []
        for options in [[], ["--sandbox"]] {
            let course = try temporaryCourse(["tr/01-a.md": lesson])
            defer { try? FileManager.default.removeItem(at: course) }
            _ = try writeKernel(
                "Greet", "public func greet(_ name: String) -> String { \"Merhaba, \\(name)\" }", in: course)
            let result = try run(builder, ["check", "--kernels", "kernels"] + options, in: course)
            #expect(result.status == 1, "\(options): \(result.output)\(result.error)")
            outputs.append(result.output.replacingOccurrences(of: course.path, with: "COURSE"))
        }
        // Known by the lesson's construction: the greeting and the compile-error block's message hold, the
        // wrong sum, the compile-error block that compiles and the unfinished excerpt fail at their lines.
        let expected = [
            "lessons/tr/01-a.md:18: error: transcript", "lessons/tr/01-a.md:32: error: this block is marked",
            "lessons/tr/01-a.md:40:1: error: this Swift excerpt does not parse",
        ]
        for output in outputs {
            let errors = output.split(separator: "\n").filter { $0.hasPrefix("lessons/") }
            #expect(
                errors.count == expected.count && zip(errors, expected).allSatisfy { $0.hasPrefix($1) }, "\(output)")
            #expect(output.hasSuffix("2 passed, 3 failed\n"), "\(output)")
        }
        // The one line that may differ: how many workers started (a worker replaced on a busy machine).
        let verdicts = outputs.map { $0.split(separator: "\n").filter { !$0.hasPrefix("Ran ") } }
        #expect(verdicts[0] == verdicts[1])
    }
}
