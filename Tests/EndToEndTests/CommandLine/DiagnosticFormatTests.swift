import Foundation
import Testing

/// `check --format json` and `--format github` on a lesson that fails in several ways: one object (one
/// workflow command) per diagnostic, each with its file, line, column where it has one, and identifier; and
/// the same problems as the text format says.
@Suite(.serialized) struct DiagnosticFormatTests {
    static let lesson = """
        # Broken

        See [nowhere](02-missing.md).

        ```swift
        // main.swift — wrong transcript
        print("right")
        ```

        ```text
        wrong
        ```

        ```swift
        // main.swift — does not compile
        let count: Int = "three"
        print(count)
        ```

        """

    static func course() throws -> URL {
        let course = try temporaryCourse(["en/01-broken.md": lesson])
        try FileManager.default.createDirectory(
            at: course.appendingPathComponent("kernels"), withIntermediateDirectories: true)
        return course
    }

    static func check(_ course: URL, _ extra: [String]) throws -> RunResult {
        try run(
            productsDirectory.appendingPathComponent("lessonbuild").path, ["check", "--kernels", "kernels"] + extra,
            in: course)
    }

    /// The problems the text format reports, as (file, line, severity) of each `file:line[:col]: severity:` line.
    static func textProblems(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ": error: ") ?? line.range(of: ": warning: ") else { return nil }
            let place = line[..<marker.lowerBound].split(separator: ":")
            guard place.count >= 2 else { return nil }
            return "\(place[0]):\(place[1])"
        }
    }

    @Test func jsonGivesOneObjectPerDiagnostic() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let text = try Self.check(course, [])
        let json = try Self.check(course, ["--format", "json"])
        #expect(json.status == 1)
        let objects = try json.output.split(separator: "\n").map { line in
            try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not an object: \(line)")
        }
        #expect(
            objects.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)" }
                == Self.textProblems(text.output))
        let ids = objects.compactMap { $0["id"] as? String }
        #expect(ids.sorted() == ["broken-link", "compile-error", "transcript-mismatch"], "\(objects)")
        let compile = try #require(objects.first { $0["id"] as? String == "compile-error" })
        #expect(compile["file"] as? String == "lessons/en/01-broken.md")
        #expect(compile["line"] as? Int == 16)
        #expect(compile["column"] as? Int == 18)
        #expect(compile["severity"] as? String == "error")
        let mismatch = try #require(objects.first { $0["id"] as? String == "transcript-mismatch" })
        #expect(mismatch["line"] as? Int == 11)
        #expect((mismatch["detail"] as? String)?.contains("+right") == true)
        // Standard output holds the objects alone; the closing lines went to standard error.
        #expect(json.error.contains("0 passed, 3 failed"), "\(json.error)")
    }

    @Test func githubGivesOneWorkflowCommandPerDiagnostic() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let github = try Self.check(course, ["--format", "github"])
        #expect(github.status == 1)
        let commands = github.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commands.count == 3, "\(github.output)")
        #expect(
            commands.contains {
                $0.hasPrefix("::error file=lessons/en/01-broken.md,line=16,col=18,title=compile-error::")
            })
        #expect(commands.contains { $0.hasPrefix("::error file=lessons/en/01-broken.md,line=3,title=broken-link::") })
        let mismatch = try #require(commands.first { $0.contains("title=transcript-mismatch") })
        #expect(
            mismatch.hasPrefix("::error file=lessons/en/01-broken.md,line=11,endLine=12,title=transcript-mismatch::"))
        // The message keeps its detail on one line, as the runner reads it back (%0A for a line end).
        #expect(mismatch.contains("%0A") && mismatch.contains("+right"))
        #expect(!mismatch.dropFirst(2).contains("\n"))
        #expect(github.output.contains("failed"))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try Self.check(course, ["--format", "xml"])
        #expect(result.status == 64)
        #expect(result.error.contains("--format takes text, json or github, not 'xml'"))
    }
}
