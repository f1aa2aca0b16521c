import Foundation
import Testing

/// The course's compiler (`.swift-version`) against the one `check` runs, and the job summary `--summary`
/// writes: both read from a fresh `init` course, with the running compiler asked by the test itself.
@Suite struct CourseCompilerTests {
    static func course() throws -> URL {
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("compiler-\(UUID().uuidString)")
        let made = try lessonbuild(["init", course.path, "--languages", "en"])
        try #require(made.status == 0, "\(made.output)\(made.error)")
        return course
    }

    /// `swift --version`'s release, read here with a pattern of its own.
    static func runningVersion() throws -> String {
        let asked = try run("/usr/bin/env", ["swift", "--version"])
        return try #require(
            asked.output.range(of: #"(?<=Swift version )[0-9][0-9.]*[0-9]"#, options: .regularExpression).map {
                String(asked.output[$0])
            })
    }

    static func check(_ course: URL, _ extra: [String] = [], environment: [String: String] = [:]) throws -> RunResult {
        var merged = ProcessInfo.processInfo.environment
        for key in merged.keys where key.hasPrefix("GITHUB_") { merged[key] = nil }
        merged.merge(environment) { $1 }
        return try run(
            productsDirectory.appendingPathComponent("lessonbuild").path, ["check", "--format", "json"] + extra,
            in: course, environment: merged)
    }

    static func compilerWarnings(_ result: RunResult) -> [String] {
        (result.output + result.error).split(separator: "\n").map(String.init).filter {
            $0.contains("\"id\":\"compiler-version\"")
        }
    }

    /// The same release (whatever white space surrounds it) is quiet; another release, one part shorter or
    /// longer, and a name that is no release each warn at `.swift-version:1`, and the blocks still pass.
    @Test func checkWarnsWhenTheRunningCompilerIsNotTheCourses() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let running = try Self.runningVersion()
        let parts = running.split(separator: ".")
        let shorter = parts.prefix(2).joined(separator: ".")
        var cases: [(String, Bool)] = [
            (running + "\n", false), ("  \(running)\n\n", false), ("\(running).0\n", true), ("5.9\n", true),
            ("\(running)-dev\n", true), ("main\n", true),
        ]
        if shorter != running { cases.append((shorter + "\n", true)) }
        for (text, warns) in cases {
            try text.write(to: course.appendingPathComponent(".swift-version"), atomically: true, encoding: .utf8)
            let result = try Self.check(course)
            #expect(result.status == 0, "\(text): \(result.output)")
            let warnings = Self.compilerWarnings(result)
            #expect(warnings.count == (warns ? 1 : 0), "\(text.debugDescription): \(warnings)")
            if let warning = warnings.first {
                #expect(warning.contains("\"file\":\".swift-version\"") && warning.contains("\"line\":1"))
                #expect(warning.contains("\"severity\":\"warning\""), "\(warning)")
            }
        }
    }

    /// A failing transcript, with the workflow's variables set: the summary, appended to what the file held,
    /// counts it and links the failing line in the commit; without them it names the place, unlinked.
    @Test func theSummaryCountsAndLinksEveryFailureToItsLine() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let lessonPath = "lessons/en/01-first-lesson.md"
        let lesson = course.appendingPathComponent(lessonPath)
        var lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.lastIndex { $0.hasPrefix("blue ") })
        lines[index] += "0"
        try lines.joined(separator: "\n").write(to: lesson, atomically: true, encoding: .utf8)
        let summary = course.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let github = ["GITHUB_SERVER_URL": "https://example.org", "GITHUB_REPOSITORY": "o/r", "GITHUB_SHA": "c0ffee"]
        let failed = try Self.check(course, ["--summary", summary.path], environment: github)
        #expect(failed.status == 1)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n"), "\(text)")
        #expect(text.contains("**2 passed, 1 failed**"), "\(text)")
        #expect(text.contains("(https://example.org/o/r/blob/c0ffee/\(lessonPath)#L\(index + 1))"), "\(text)")

        try FileManager.default.removeItem(at: summary)
        _ = try Self.check(course, ["--summary", summary.path])
        let plain = try String(contentsOf: summary, encoding: .utf8)
        #expect(plain.contains("**2 passed, 1 failed**") && !plain.contains("](http"), "\(plain)")
        #expect(plain.contains("\(index + 1)") && plain.contains("transcript-mismatch"), "\(plain)")
    }
}
