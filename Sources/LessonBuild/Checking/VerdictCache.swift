import Foundation
import LessonModel
import SiteRenderer

/// What checking found for each lesson at the preview's last rebuild, so that a lesson whose file and
/// blocks did not change is not run or judged again (judging 1000 lessons cost about 0.1 s per rebuild
/// in a debug build, for nothing).
///
/// Only for the preview's `CachingExecutor`: there a block's outcomes are fixed, by its entry symbol, until
/// the kernels change (`outcomesGeneration`, which the preview sets from its executor). A lesson's verdicts follow from its bytes and name (its blocks,
/// lines and messages), its blocks' outcomes (their symbols) and the course-wide inputs kept in `Context`;
/// a change of context forgets everything. A lesson with a block that did not compile or could not be run
/// is never kept: its messages depend on more than that (the compile's shard, a worker that may start next time).
final class VerdictCache: @unchecked Sendable {
    struct Context: Equatable {
        /// Kernel texts as listings are compared with them, and where they live (named in messages).
        var kernels: [String: String]
        var kernelsDirectory: String
        var fillCommand: String
    }

    /// One lesson's verdicts and the messages judging it produced, in the order they were found.
    struct Judged {
        var runnables: [(block: RunnableBlock, verdict: RunnableVerdict)]
        var runnableDiagnostics: [[Diagnostic]]
        var listings: [(listing: KernelListing, verdict: ListingVerdict)]
        var listingDiagnostics: [Diagnostic]
        /// Blocks that ran in a relaunched process (for the summary's count).
        var reruns: Int
    }

    private struct Entry {
        var displayPath: String
        var bytes: [UInt8]
        var symbols: [String]
        var judged: Judged
    }

    private var context: Context?
    /// The generation of the outcomes the verdicts are judged from: kept verdicts of another generation
    /// are forgotten.
    var outcomesGeneration = 0
    private var generationSeen: Int?
    /// Links and anchors by lesson, for the link check.
    let links = LinkMemo()
    private var entries: [String: Entry] = [:]

    /// Forgets every lesson when the course-wide inputs changed.
    func begin(_ context: Context) {
        if self.context != context || generationSeen != outcomesGeneration { entries.removeAll() }
        self.context = context
        generationSeen = outcomesGeneration
    }

    func judged(_ lesson: Lesson, symbols: [String]) -> Judged? {
        guard let entry = entries[lesson.key], entry.displayPath == lesson.displayPath, entry.symbols == symbols,
            SameBytes.equal(entry.bytes, lesson.source.bytes)
        else { return nil }
        return entry.judged
    }

    func store(_ judged: Judged, for lesson: Lesson, symbols: [String]) {
        entries[lesson.key] = Entry(
            displayPath: lesson.displayPath, bytes: lesson.source.bytes, symbols: symbols, judged: judged)
    }

    /// Forgets lessons that are gone.
    func keep(_ keys: Set<String>) {
        entries = entries.filter { keys.contains($0.key) }
    }
}

/// Byte arrays compared with `memcmp`: `==` on `[UInt8]` goes element by element through generic code in a
/// debug build (about 1 ms per 100 KB), and the preview compares every lesson's bytes at every rebuild.
enum SameBytes {
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                x.baseAddress == y.baseAddress || x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }
}

/// The links a lesson makes and the anchors it offers, kept by the preview between rebuilds: both follow
/// from the lesson's file alone, and walking 1000 Markdown trees (and rendering them for their heading ids)
/// at every save cost more than the rest of the link check. Which links are broken is still decided
/// afresh each time, against the lessons and files as they are now.
final class LinkMemo: @unchecked Sendable {
    private struct Entry {
        var displayPath: String
        var bytes: [UInt8]
        var links: [(destination: String, line: Int, isImage: Bool)]?
        var anchors: Set<String>?
    }

    private var entries: [String: Entry] = [:]

    private func entry(_ lesson: Lesson) -> Entry {
        if let known = entries[lesson.key], known.displayPath == lesson.displayPath,
            SameBytes.equal(known.bytes, lesson.source.bytes)
        {
            return known
        }
        return Entry(displayPath: lesson.displayPath, bytes: lesson.source.bytes)
    }

    func links(of lesson: Lesson) -> [(destination: String, line: Int, isImage: Bool)] {
        var entry = entry(lesson)
        if let links = entry.links { return links }
        let links = LinkCheck.links(in: lesson.document)
        entry.links = links
        entries[lesson.key] = entry
        return links
    }

    func anchors(of lesson: Lesson) -> Set<String> {
        var entry = entry(lesson)
        if let anchors = entry.anchors { return anchors }
        let anchors = SiteRenderer.anchors(of: lesson)
        entry.anchors = anchors
        entries[lesson.key] = entry
        return anchors
    }

    func keep(_ keys: Set<String>) {
        entries = entries.filter { keys.contains($0.key) }
    }
}
