import Foundation
import Testing

/// The repository's own course, checked the way an author runs it.
@Suite struct RepositoryLessonsTests {
    let lessons = packageRoot.appendingPathComponent("lessons")

    @Test func everyTranscriptAndListingChecksClean() throws {
        let result = try lessonbuild(["check"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let counts = result.lastLine.split(separator: " ")
        #expect(counts.count == 4 && counts[1] == "passed," && counts[3] == "failed")
        #expect(result.lastLine.hasSuffix(" passed, 0 failed"))
        #expect((Int(counts.first ?? "") ?? 0) > 0)
    }

    @Test func deletingEveryTranscriptAndFillingRestoresTheFilesByteForByte() throws {
        let copy = try scratchCopy(of: lessons)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        var originals: [String: Data] = [:]
        for file in lessonFiles(in: copy) {
            let url = copy.appendingPathComponent(file)
            let data = try Data(contentsOf: url)
            originals[file] = data
            var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
            // Remove each transcript with the blank line before it, last first so line numbers stay valid.
            for transcript in scanTranscripts(String(decoding: data, as: UTF8.self)).reversed() {
                let close = transcript.contentLines.last.map { $0 + 1 } ?? transcript.openingLine + 1
                lines.removeSubrange((transcript.openingLine - 2)..<close)
            }
            try Data(lines.joined(separator: "\n").utf8).write(to: url)
        }
        let stripped = try lessonbuild(["check", "--lessons", copy.path])
        #expect(stripped.status == 1)

        let filled = try lessonbuild(["fill", "--lessons", copy.path])
        #expect(filled.status == 0, "\(filled.output)")
        for (file, original) in originals {
            #expect(try Data(contentsOf: copy.appendingPathComponent(file)) == original, "\(file) differs after fill")
        }
        let again = try lessonbuild(["fill", "--update", "--lessons", copy.path])
        #expect(again.output.contains("Nothing to fill."))
        for (file, original) in originals {
            #expect(try Data(contentsOf: copy.appendingPathComponent(file)) == original)
        }
    }

    @Test func aOneCharacterChangeInATranscriptFailsAtThatLine() throws {
        let copy = try scratchCopy(of: lessons)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        var tried = 0
        for file in lessonFiles(in: copy) {
            let url = copy.appendingPathComponent(file)
            let original = try Data(contentsOf: url)
            let text = String(decoding: original, as: UTF8.self)
            for transcript in scanTranscripts(text) {
                // The first and the last line of every transcript.
                for line in Set([transcript.contentLines.first, transcript.contentLines.last].compactMap { $0 }) {
                    var lines = text.components(separatedBy: "\n")
                    lines[line - 1] = lines[line - 1].isEmpty ? "x" : "#" + lines[line - 1].dropFirst()
                    try Data(lines.joined(separator: "\n").utf8).write(to: url)
                    let result = try lessonbuild(["check", "--lessons", copy.path, url.path])
                    #expect(result.status == 1)
                    #expect(
                        result.output.contains("\(url.path):\(line): error: transcript does not match"),
                        "changing \(file):\(line) was not reported at that line:\n\(result.output)")
                    tried += 1
                }
            }
            try original.write(to: url)
        }
        #expect(tried >= 4)
    }

    @Test func crlfLessonsCheckAndFillLikeTheirLFOriginals() throws {
        let copy = try scratchCopy(of: lessons)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let file = try #require(lessonFiles(in: copy).first)
        let url = copy.appendingPathComponent(file)
        let crlf = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: url)
        let checked = try lessonbuild(["check", "--lessons", copy.path, url.path])
        #expect(checked.status == 0, "\(checked.output)")

        var lines = crlf.components(separatedBy: "\r\n")
        let transcript = try #require(scanTranscripts(crlf.replacingOccurrences(of: "\r\n", with: "\n")).first)
        let close = transcript.contentLines.last.map { $0 + 1 } ?? transcript.openingLine + 1
        lines.removeSubrange((transcript.openingLine - 2)..<close)
        try Data(lines.joined(separator: "\r\n").utf8).write(to: url)
        let filled = try lessonbuild(["fill", "--lessons", copy.path, url.path])
        #expect(filled.status == 0, "\(filled.output)")
        #expect(try String(contentsOf: url, encoding: .utf8) == crlf)
    }

    /// Blocks are compiled when a command runs: an edit is checked at once, with no build step between.
    @Test func anEditedBlockIsCheckedWithItsNewCode() throws {
        let copy = try scratchCopy(of: lessons)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let file = try #require(lessonFiles(in: copy).first)
        let url = copy.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let marker = "// main.swift"
        let edited = try #require(text.range(of: marker)).upperBound
        var changed = text
        // A new first line of output in the first block.
        let lineEnd = try #require(changed[edited...].firstIndex(of: "\n"))
        changed.insert(contentsOf: "\nprint(\"yeni satır\")", at: lineEnd)
        try Data(changed.utf8).write(to: url)
        let result = try lessonbuild(["check", "--lessons", copy.path, url.path])
        #expect(result.status == 1)
        #expect(result.output.contains("+yeni satır"), "\(result.output)")
    }

    @Test func usageErrorsExit64AndHelpExits0() throws {
        let bad = try lessonbuild(["check", "--frobnicate"])
        #expect(bad.status == 64)
        #expect(bad.error.contains("--frobnicate"))
        #expect(try lessonbuild(["nonsense"]).status == 64)
        for command in ["check", "fill", "build"] {
            let help = try lessonbuild([command, "--help"])
            #expect(help.status == 0)
            #expect(help.output.contains("Usage: swift run lessonbuild \(command)"))
        }
        let outside = try lessonbuild(["check", "/tmp/not-a-lesson.md"])
        #expect(outside.status == 1)
        #expect(outside.output.contains("/tmp/not-a-lesson.md:1: error: not inside the lessons folder"))
    }
}
