import Foundation
import Testing

/// What the compiler prints when it does not judge the code (a crash, the linker's refusal) depends on the
/// machine: it is never a transcript, and an excerpt the parser crashes on never passes.
@Suite struct CompilerBreakdownTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    /// A compiler that crashes, as swift-frontend does (a stack dump, then death by SIGSEGV), on any input
    /// file holding `crash-here`, and is the real compiler otherwise.
    func crashingCompiler(in folder: URL) throws -> String {
        try wrappedCompiler(
            in: folder,
            running: """
                for argument in "$@"; do
                  files="$argument"
                  case "$argument" in @*) files=$(cat "${argument#@}") ;; esac
                  if grep -qs crash-here $files 2>/dev/null; then
                    echo "Stack dump:"
                    echo "0.	Program arguments: /opt/swift/usr/bin/swift-frontend -frontend $argument"
                    echo "1.	0x00007f3a2b1c4d5e in /tmp/TemporaryDirectory.ab12cd/main-1.o"
                    kill -SEGV $$
                  fi
                done
                """)
    }

    @Test(arguments: [
        (
            "```swift compile-error\n// main.swift\n// crash-here\nlet x: Int = \"a\"\n```\n",
            "the compiler crashed on this block"
        ),
        (
            "```swift\nimport UIKit\n// crash-here\nlet view = UIView()\n```\n",
            "the compiler's parser stopped on this excerpt"
        ),
    ])
    func aCompilerCrashIsAnErrorNeverATranscriptOrAPass(_ block: String, _ said: String) throws {
        let course = try temporaryCourse(["en/01-a.md": "# A\n\n" + block])
        defer { try? FileManager.default.removeItem(at: course) }
        let lesson = course.appendingPathComponent("lessons/en/01-a.md")
        let before = try Data(contentsOf: lesson)
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONBUILD_SWIFTC"] = try crashingCompiler(in: course)
        for command in ["check", "fill"] {
            let result = try run(builder, [command], in: course, environment: environment)
            #expect(result.status == 1, "\(command): \(result.output)")
            #expect(result.output.contains("lessons/en/01-a.md:3: error: " + said), "\(command): \(result.output)")
            #expect(!result.output.contains("Stack dump"), "\(command): \(result.output)")
        }
        #expect(try Data(contentsOf: lesson) == before, "the lesson was written")
    }

    /// A compile-error block the compiler accepts and the linker refuses (a function declared, never defined).
    @Test func aLinkErrorIsRefusedAsACompileErrorTranscript() throws {
        let block = """
            ```swift compile-error
            // main.swift
            @_silgen_name("lessonbuild_nowhere_defined") func nowhere()
            nowhere()
            ```

            """
        let course = try temporaryCourse(["en/01-a.md": "# A\n\n" + block])
        defer { try? FileManager.default.removeItem(at: course) }
        let lesson = course.appendingPathComponent("lessons/en/01-a.md")
        let before = try Data(contentsOf: lesson)
        for command in ["check", "fill"] {
            let result = try run(builder, [command], in: course)
            #expect(result.status == 1, "\(command): \(result.output)")
            #expect(
                result.output.contains("lessons/en/01-a.md:3: error: this block compiles, and the linker refuses it"),
                "\(command): \(result.output)")
            #expect(!result.output.contains("TemporaryDirectory"), "\(command): \(result.output)")
        }
        #expect(try Data(contentsOf: lesson) == before)
    }
}
