import Foundation
import Testing

@testable import LessonModel

/// Takes this repository's own lessons, which pass, and breaks each runnable block, transcript and listing
/// by rule (a first line edited, a blank line or a tab before it, the language or an info word misspelt, the
/// fence indented into an indented code block, the transcript's language changed or doubled, a listing's
/// kernel name edited), each with a wrong transcript. Every variant must be an error at the block's line:
/// the parse errors are failures of `check`, so none of these can pass it.
@Suite struct CourseMutationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lessons (by key) and the kernel names each sees.
    static func lessons() throws -> [(key: String, text: String, kernels: Set<String>)] {
        let lessons = root.appendingPathComponent("lessons")
        let kernels = root.appendingPathComponent("Sources/Kernels")
        func names(_ folder: URL) -> Set<String> {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return Set(files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) })
        }
        var found: [(String, String, Set<String>)] = []
        for language in try FileManager.default.contentsOfDirectory(atPath: lessons.path).sorted() {
            let own = names(kernels.appendingPathComponent(language))
            let folder = lessons.appendingPathComponent(language)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where file.hasSuffix(".md") && file != "index.md" {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                found.append((language + "/" + file, text, own.isEmpty ? names(kernels) : own))
            }
        }
        return found
    }

    /// One way to break a block: the new lines of the lesson and the line the error must be at.
    typealias Mutation = (_ lines: [String], _ block: CodeBlock, _ transcript: CodeBlock?) -> ([String], Int)?

    static let firstLineEdits = NearMissTests.markerEdits

    /// The rules, by name. `seed` picks which edit of a family a block gets, so blocks get different ones.
    static func mutations(seed: Int) -> [(String, Mutation)] {
        let edit = firstLineEdits[seed % firstLineEdits.count]
        return [
            (
                "first line edited to `\(edit)`",
                { lines, block, _ in
                    (
                        replacing(lines, at: block.firstContentLine) {
                            $0.replacingOccurrences(of: "// main.swift", with: edit)
                        }, block.openingLine
                    )
                }
            ),
            (
                "blank line before the marker",
                { lines, block, _ in
                    var lines = lines
                    lines.insert(block.linePrefix, at: block.firstContentLine - 1)
                    return (lines, block.openingLine)
                }
            ),
            (
                "tab before the marker",
                { lines, block, _ in
                    (
                        replacing(lines, at: block.firstContentLine) {
                            $0.replacingOccurrences(of: "// main.swift", with: "\t// main.swift")
                        }, block.openingLine
                    )
                }
            ),
            (
                "language in another case",
                { lines, block, _ in
                    (
                        replacing(lines, at: block.openingLine) {
                            $0.replacingOccurrences(of: "```swift", with: seed % 2 == 0 ? "```Swift" : "```SWIFT")
                        }, block.openingLine
                    )
                }
            ),
            (
                "language run into a word",
                { lines, block, _ in
                    (
                        replacing(lines, at: block.openingLine) {
                            $0.replacingOccurrences(
                                of: "```swift", with: seed % 2 == 0 ? "```swift6" : "```swift,exercise")
                        }, block.openingLine
                    )
                }
            ),
            (
                "info word misspelt",
                { lines, block, _ in
                    let words = NearMissTests.singleEdits(of: "exercise").filter { !$0.contains(" ") }
                    return (
                        replacing(lines, at: block.openingLine) { $0 + " " + words[seed % words.count] },
                        block.openingLine
                    )
                }
            ),
            (
                "fence indented by a tab",
                { lines, block, transcript in
                    guard block.linePrefix.isEmpty, let last = transcript?.lastLine else { return nil }
                    var lines = lines
                    for line in block.openingLine...last where !lines[line - 1].isEmpty {
                        lines[line - 1] = "\t" + lines[line - 1]
                    }
                    return (lines, block.openingLine)
                }
            ),
            (
                "transcript's language changed",
                { lines, _, transcript in
                    guard let transcript else { return nil }
                    let names = ["txt", "console", "output", "Text", "text unchecked", ""]
                    return (
                        replacing(lines, at: transcript.openingLine) {
                            $0.replacingOccurrences(of: "```text", with: "```" + names[seed % names.count])
                        }, transcript.openingLine
                    )
                }
            ),
            (
                "a second text block",
                { lines, _, transcript in
                    guard let transcript, let closing = transcript.closingLine else { return nil }
                    var lines = lines
                    let prefix = transcript.linePrefix
                    lines.insert(
                        contentsOf: [prefix.trimmingSpaces, prefix + "```text", prefix + "wrong", prefix + "```"],
                        at: closing)
                    return (lines, closing + 2)
                }
            ),
        ]
    }

    static func replacing(_ lines: [String], at line: Int, _ change: (String) -> String) -> [String] {
        var lines = lines
        lines[line - 1] = change(lines[line - 1])
        return lines
    }

    /// Every transcript made wrong too (its first line changed, no line added), so nothing but the error
    /// stands between a variant and a pass.
    static func wrongTranscripts(_ lines: [String], of lesson: Lesson) -> [String] {
        var lines = lines
        for transcript in lesson.runnables.compactMap(\.transcript)
        where transcript.firstContentLine < (transcript.closingLine ?? 0) {
            lines[transcript.firstContentLine - 1] += " (wrong)"
        }
        return lines
    }

    func parse(_ lines: [String], key: String, kernels: Set<String>) -> Lesson {
        LessonParser.parse(
            SourceText(lines.joined(separator: "\n")), key: key, displayPath: "lessons/" + key, kernelNames: kernels)
    }

    @Test func everyBrokenRunnableBlockOfTheCourseIsAnErrorAtItsLine() throws {
        var variants = 0
        for (key, text, kernels) in try Self.lessons() {
            let original = text.components(separatedBy: "\n")
            let lesson = parse(original, key: key, kernels: kernels)
            #expect(lesson.problems.filter { $0.severity == .error }.isEmpty, "\(key): \(lesson.problems)")
            let lines = Self.wrongTranscripts(original, of: lesson)
            for (index, runnable) in lesson.runnables.enumerated() where !runnable.expectsCompileError {
                for (name, mutation) in Self.mutations(seed: variants + index) {
                    guard let (changed, line) = mutation(lines, runnable.code, runnable.transcript) else { continue }
                    let broken = parse(changed, key: key, kernels: kernels)
                    variants += 1
                    #expect(
                        broken.problems.contains { $0.severity == .error && $0.location.line == line },
                        "\(key):\(line) \(name): \(broken.problems.filter { $0.location.line >= line - 2 && $0.location.line <= line + 2 })"
                    )
                }
            }
        }
        #expect(variants > 500)
    }

    @Test func everyListingWithItsKernelNameEditedIsAnErrorAtItsLine() throws {
        var variants = 0
        for (key, text, kernels) in try Self.lessons() {
            let lines = text.components(separatedBy: "\n")
            let lesson = parse(lines, key: key, kernels: kernels)
            for listing in lesson.listings {
                let edits = NearMissTests.singleEdits(of: listing.name).filter {
                    !$0.contains(" ") && !kernels.contains($0)
                }
                for edit in edits {
                    let changed = Self.replacing(lines, at: listing.block.firstContentLine) {
                        $0.replacingOccurrences(of: "// \(listing.name).swift", with: "// \(edit).swift")
                    }
                    let broken = parse(changed, key: key, kernels: kernels)
                    variants += 1
                    #expect(
                        broken.problems.contains {
                            $0.id == .notAListing && $0.location.line == listing.block.openingLine
                        },
                        "\(key) \(edit)")
                }
            }
        }
        #expect(variants > 100)
    }
}
