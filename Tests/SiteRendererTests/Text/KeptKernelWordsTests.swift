import Foundation
import LessonModel
import Testing

@testable import SiteRenderer

/// The kernel-words warning is kept between builds under a digest of what it follows from: kept, it is what
/// finding the words again says, and any edit that could change them finds them again.
@Suite struct KeptKernelWordsTests {
    /// A store in memory, as the build cache's `PageFolder` keeps records.
    final class MemoryStore: PageStore, @unchecked Sendable {
        private let lock = NSLock()
        var kept: [String: (key: String, record: [UInt8])] = [:]
        var reads = 0

        func page(lesson: String, key: String) -> (record: [UInt8], file: String)? {
            lock.withLock {
                reads += 1
                guard let found = kept[lesson], found.key == key else { return nil }
                return (found.record, "/dev/null")
            }
        }

        func keep(record: [UInt8], page: String, lesson: String, key: String) {
            lock.withLock { kept[lesson] = (key, record) }
        }
    }

    static let configuration = """
        { "languages": [ { "code": "tr", "name": "Türkçe", "title": "Kurs" } ],
          "vocabulary": [ { "word": "uyumlu", "meaning": { "tr": "aynı" } } ] }
        """
    static let kernel = "func report(_ n: Int) { print(\"acilis \\(n) | uyumlu | kapanis\") }\n"

    func input(transcript: String, prose: String = "Metin.", kernel: String = kernel) throws -> SiteInput {
        let text = "# A\n\n\(prose)\n\n```swift\n// main.swift\nreport(1)\n```\n\n```text\n\(transcript)```\n"
        let lesson = LessonParser.parse(
            SourceText(text), key: "tr/01-a.md", displayPath: "lessons/tr/01-a.md", kernelNames: ["Report"])
        return SiteInput(
            lessons: [lesson], outputs: ["tr/01-a.md": [5: BlockOutput(text: transcript, state: .checked)]],
            kernels: ["Report": kernel],
            configuration: try CourseConfiguration.parse(Self.configuration, file: "course.json"))
    }

    @Test func keptWordsAreTheWordsFoundAfresh() throws {
        let store = MemoryStore()
        let first = try input(transcript: "acilis 1 | uyumlu | kapanis\n")
        let fresh = SiteRenderer.warnings(first)
        #expect(fresh.contains { $0.contains("does not explain: acilis, kapanis ") })
        #expect(SiteRenderer.warnings(first, store: store) == fresh)
        #expect(store.kept[KernelWords.keptName] != nil, "the words found are kept")
        // The second build reads them: a record written under the same key is what it says.
        var record = ByteWriter()
        record.strings(["kept-word"])
        store.keep(
            record: record.bytes, page: "", lesson: KernelWords.keptName, key: store.kept[KernelWords.keptName]!.key)
        #expect(SiteRenderer.warnings(first, store: store).contains { $0.contains("does not explain: kept-word ") })
    }

    /// A transcript, the lesson's prose or a kernel changed: the kept words are not used.
    @Test func anEditFindsTheWordsAgain() throws {
        let store = MemoryStore()
        let original = try input(transcript: "acilis 1 | uyumlu | kapanis\n")
        _ = SiteRenderer.warnings(original, store: store)
        let edits = [
            try input(transcript: "acilis 1 | uyumlu\n"),
            try input(transcript: "acilis 1 | uyumlu | kapanis\n", prose: "Bu metin kapanis der."),
            try input(
                transcript: "acilis 1 | uyumlu | kapanis\n",
                kernel: "func report(_ n: Int) { print(\"acilis \\(n) | uyumlu\") }\n"),
        ]
        for edited in edits {
            let fresh = SiteRenderer.warnings(edited)
            #expect(fresh.contains { $0.contains("does not explain: acilis ") })
            #expect(!fresh.contains { $0.contains("kapanis") })
            #expect(SiteRenderer.warnings(edited, store: store) == fresh)
            _ = SiteRenderer.warnings(original, store: store)
        }
    }

    @Test func piecesDoNotRunTogether() {
        var split = StableDigest()
        split.add("ab")
        split.add("c")
        var other = StableDigest()
        other.add("a")
        other.add("bc")
        var same = StableDigest()
        same.add(Array("ab".utf8))
        same.add(Array("c".utf8))
        #expect(split.value != other.value)
        #expect(split.value == same.value)
        #expect(StableDigest().value != split.value)
    }
}
