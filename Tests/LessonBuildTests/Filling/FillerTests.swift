import Foundation
import Testing

@testable import LessonBuild
@testable import LessonModel

@Suite struct FillerTests {
    /// Fills `text` as if every block printed `outputs[i]`, and returns the new file.
    func fill(_ text: String, _ outputs: [String], update: Bool = false, kernels: [String: String] = [:]) -> String {
        let (course, registry) = course(text, kernels: kernels)
        var first: [Int: BlockOutcome] = [:]
        for (index, output) in outputs.enumerated() { first[index] = finished(output) }
        let report = Checker(registry: registry, executor: ScriptedExecutor(first: first), timeout: 10).check(course)
        let plans = Filler.plan(report, update: update)
        return plans.first.map { String(decoding: $0.newBytes, as: UTF8.self) } ?? text
    }

    /// Output under a runnable block in a block that is not `text` (```` ```txt ````, no info string, an
    /// indented block, `text unchecked`): an error, and `fill` writes no second box beside it.
    @Test func fillAddsNoSecondBoxBesideOutputThatIsNotText() {
        for opening in ["```txt", "```console", "```", "```Text", "```text unchecked"] {
            let text = "# T\n\n```swift\n// main.swift\nprint(1)\n```\n\n\(opening)\n1\n```\n"
            #expect(fill(text, ["1\n"]) == text, "\(opening)")
            let (course, registry) = course(text)
            let report = Checker(
                registry: registry, executor: ScriptedExecutor(first: [0: finished("1\n")]), timeout: 10
            )
            .check(course)
            #expect(report.errors.map(\.id) == [.misnamedTranscript], "\(opening): \(report.errors)")
        }
    }

    let withTranscripts =
        "# Ders — şəkil\n\n```swift\n// main.swift\nprint(1)\n```\n\n```text\n1\n```\n\nArada ışık.\n\n```swift\n// main.swift\nprint(2)\n```\n\n```text\n2\nüç\n```\n"

    /// Removes each transcript with the blank line before it: what an author does to ask for new ones.
    func strip(_ text: String) -> String {
        text.replacingOccurrences(of: "\n```text\n1\n```\n", with: "")
            .replacingOccurrences(of: "\n```text\n2\nüç\n```\n", with: "")
            .replacingOccurrences(of: "\r\n```text\r\n1\r\n```\r\n", with: "")
            .replacingOccurrences(of: "\r\n```text\r\n2\r\nüç\r\n```\r\n", with: "")
    }

    @Test func fillRestoresStrippedTranscriptsByteForByte() {
        let stripped = strip(withTranscripts)
        #expect(stripped != withTranscripts)
        #expect(fill(stripped, ["1\n", "2\nüç\n"]) == withTranscripts)
    }

    @Test func crlfFilesStayCRLF() {
        let crlf = withTranscripts.replacingOccurrences(of: "\n", with: "\r\n")
        let stripped = strip(crlf)
        #expect(stripped != crlf)
        #expect(fill(stripped, ["1\n", "2\nüç\n"]) == crlf)
    }

    @Test func fillingTwiceChangesNothing() {
        let once = fill(strip(withTranscripts), ["1\n", "2\nüç\n"])
        let (course, registry) = course(once)
        let report = Checker(
            registry: registry, executor: ScriptedExecutor(first: [0: finished("1\n"), 1: finished("2\nüç\n")]),
            timeout: 10
        ).check(course)
        #expect(Filler.plan(report, update: true).isEmpty)
    }

    @Test func withoutUpdateMismatchesAreLeftAlone() {
        #expect(fill(withTranscripts, ["1\n", "changed\n"]) == withTranscripts)
    }

    @Test func updateRewritesOnlyTheTranscriptContent() {
        let updated = fill(withTranscripts, ["1\n", "iki\n"], update: true)
        #expect(updated == withTranscripts.replacingOccurrences(of: "```text\n2\nüç\n```", with: "```text\niki\n```"))
    }

    @Test func outputWithFencesGetsALongerFence() {
        let text = "# T\n\n```swift\n// main.swift\nprint(\"```\")\n```\n"
        #expect(fill(text, ["```\n"]) == text + "\n````text\n```\n````\n")
    }

    @Test func emptyOutputAndMissingFinalNewline() {
        let text = "# T\n\n```swift\n// main.swift\n```"
        #expect(fill(text, [""]) == text + "\n\n```text\n```")
    }

    @Test func blocksInListsAndQuotesGetTheirPrefix() {
        let list = "# T\n\n1. adım\n\n   ```swift\n   // main.swift\n   ```\n"
        #expect(fill(list, ["a\n\nb\n"]) == list + "\n   ```text\n   a\n\n   b\n   ```\n")
        let quote = "# T\n\n> ```swift\n> // main.swift\n> ```\n"
        #expect(fill(quote, ["a\n"]) == quote + ">\n> ```text\n> a\n> ```\n")
    }

    @Test func updateCopiesTheKernelIntoAStaleListing() {
        let text = "# K\n\n```swift\n// Sync.swift\nold\n```\n\nafter\n"
        let updated = fill(text, [], update: true, kernels: ["Sync": "// Sync.swift\nnew\nlines\n"])
        #expect(updated == "# K\n\n```swift\n// Sync.swift\nnew\nlines\n```\n\nafter\n")
    }

    @Test func failedBlocksAreNeverWritten() {
        let (course, registry) = course(strip(withTranscripts))
        let crashed = BlockOutcome(status: .crashed(reason: "trapped"), output: Array("partial\n".utf8))
        let report = Checker(
            registry: registry,
            executor: ScriptedExecutor(
                first: [0: crashed, 1: finished("2\n")],
                second: [0: crashed, 1: finished("3\n")]), timeout: 10
        ).check(course)
        #expect(Filler.plan(report, update: true).isEmpty)
    }

    @Test func atomicWriteReplacesTheFile() throws {
        let path = NSTemporaryDirectory() + "atomic-\(UUID().uuidString).md"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try AtomicFile.write(Array("new ışık".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new ışık")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
            $0.contains("lessonbuild-") && $0.contains(URL(fileURLWithPath: path).lastPathComponent)
        }
        #expect(siblings.isEmpty)
        try FileManager.default.removeItem(atPath: path)
    }
}

@Suite struct FixableTests {
    @Test func aBlockWhoseFenceIsNeverClosedIsNotReportedAsFillable() {
        let (course, registry) = course("# T\n\n```swift\n// main.swift\nprint(1)\n")
        let report = Checker(registry: registry, executor: ScriptedExecutor(first: [0: finished("1\n")]), timeout: 10)
            .check(course)
        let missing = report.errors.filter { $0.message.hasPrefix("this block has no transcript") }
        #expect(missing.count == 1)
        #expect(missing.allSatisfy { $0.fixable == nil })
        #expect(Filler.plan(report, update: true).isEmpty)
    }

    @Test func closedBlocksAreFillable() {
        let (course, registry) = course("# T\n\n```swift\n// main.swift\nprint(1)\n```\n")
        let report = Checker(registry: registry, executor: ScriptedExecutor(first: [0: finished("1\n")]), timeout: 10)
            .check(course)
        #expect(report.errors.map(\.fixable) == [.missingTranscript])
    }
}
