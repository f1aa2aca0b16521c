import Foundation
import LessonModel

/// Where rendered lesson pages are kept from one build to the next (the engine keeps them in its build
/// cache): a page is rendered again only when something it was made from changed. The renderer names each
/// page by its lesson and a digest of everything it was made from; a store keeps one page a lesson, so it
/// never grows with edits. Called from several threads at once.
public protocol PageStore: Sendable {
    /// What was kept for `lesson` under `key`: the record `keep` was given, and the path of a file holding
    /// the page itself; nil when nothing is (or it was kept under another key, or the file changed since).
    func page(lesson: String, key: String) -> (record: [UInt8], file: String)?
    func keep(record: [UInt8], page: String, lesson: String, key: String)
}

/// How a kept page is checked and stored: what it was made from, as a digest, and the page with what
/// the contents, kernels and search pages take from it.
enum KeptPage {
    /// Everything of a language every page shows (`RenderCache.Context`), as a digest, once per render.
    static func contextDigest(_ context: RenderCache.Context, hasNames: Bool) -> UInt64 {
        // The lessons by hand: reflecting on a thousand titles and paths was most of the digest's time (a
        // path is made from its key, so the key stands for it).
        var rest = context
        rest.lessons = []
        var text = "page-1\n\(hasNames)\n" + StableDescription.of(rest)
        for lesson in context.lessons {
            text += "\n" + lesson.key + "\u{0}" + lesson.path.key + "\u{0}" + (lesson.title.map { "t" + $0 } ?? "-")
        }
        return stableDigest(text)
    }

    /// The key of one page: its language's context and its own inputs. The names it shows are not in the
    /// key (they would have to be read to make it): the kept page lists the names it looked up, with a
    /// digest of each, and `decode` checks them against the names now.
    static func key(context: UInt64, page: RenderCache.PageKey) -> String {
        var text = "\(context)\n\(page.index)\n\(page.displayPath)\n\(stableDigest(page.bytes))\n"
        for (line, output) in page.outputs.sorted(by: { $0.key < $1.key }) {
            text += "\(line) \(output.state == .checked ? "c" : "f") \(output.text.utf8.count):" + output.text
        }
        text += "\n" + page.openListings.sorted().map(String.init).joined(separator: ",")
        return BlockProgram.hex(stableDigest(text))
    }

    /// The key of a language's kernels page: its context, the kernels each lesson uses, and every name of
    /// the language's code (`NamesDigests.digest(language:)`).
    static func kernelsKey(context: UInt64, used: [[String]], names: UInt64) -> String {
        BlockProgram.hex(
            stableDigest("\(context)\n\(names)\n" + used.map { $0.joined(separator: ",") }.joined(separator: "\n")))
    }

    /// A course file (not a lesson's page) from the store when it is kept under `key`, else made and kept.
    /// - Parameter name: what the store keeps it as; never a lesson key (those hold no space).
    static func file(_ name: String, store: PageStore?, key: String, make: () -> SiteFile) -> SiteFile {
        if let kept = store?.page(lesson: name, key: key) {
            var reader = ByteReader(kept.record)
            if let path = reader.string(), reader.isAtEnd {
                return SiteFile(path: path, contents: "", keptAt: kept.file)
            }
        }
        let made = make()
        var record = ByteWriter()
        record.string(made.path)
        store?.keep(record: record.bytes, page: made.contents, lesson: name, key: key)
        return made
    }

    /// What a page's kept copy records besides the page itself.
    static func record(_ page: RenderCache.Page, names: NamesDigests) -> [UInt8] {
        var writer = ByteWriter(reservingCapacity: 4096)
        writer.string(page.file.path)
        writer.strings(page.search)
        writer.string(page.indexItem.markup)
        writer.strings(page.kernelsUsed)
        writer.number(page.namesLookedUp.count)
        for key in page.namesLookedUp {
            let keyDigest = stableDigest(key)
            writer.word(keyDigest)
            writer.word(names.digest(ofKeyWithDigest: keyDigest))
        }
        return writer.bytes
    }

    /// The page kept with `bytes` as its record and `file` as its bytes, if every name it looked up is
    /// still what it was.
    static func kept(
        _ bytes: [UInt8], file: String, key: RenderCache.PageKey, names: NamesDigests
    ) -> RenderCache.Page? {
        var reader = ByteReader(bytes)
        guard let path = reader.string(), let search = reader.strings(),
            let indexItem = reader.string(), let kernelsUsed = reader.strings(), let count = reader.number()
        else { return nil }
        for _ in 0..<min(count, bytes.count) {
            guard let keyDigest = reader.word(), let namesDigest = reader.word(),
                names.digest(ofKeyWithDigest: keyDigest) == namesDigest
            else { return nil }
        }
        guard count <= bytes.count, reader.isAtEnd else { return nil }
        // What it looked up matters only to a page about to be kept, and this one is kept already.
        return RenderCache.Page(
            key: key, file: SiteFile(path: path, contents: "", keptAt: file), search: search,
            indexItem: HTML(trusted: indexItem), kernelsUsed: kernelsUsed, namesLookedUp: [])
    }
}

/// A digest of what the names table says of each key (0 for a key it lacks), computed once per render for
/// the keys pages ask about. Safe from several threads.
///
/// Entries are found by the digest of their key: a key holds a block's whole code, and looking it up by its
/// text hashes all of it on every call (normalised first, where the code is not ASCII).
final class NamesDigests: @unchecked Sendable {
    private let entries: [UInt64: (key: String, names: CodeNames)]
    private let lock = NSLock()
    private var digests: [UInt64: UInt64] = [:]

    init(_ table: [String: CodeNames]) {
        var entries: [UInt64: (key: String, names: CodeNames)] = [:]
        entries.reserveCapacity(table.count)
        for (key, names) in table { entries[stableDigest(key)] = (key, names) }
        self.entries = entries
    }

    func digest(_ key: String) -> UInt64 { digest(ofKeyWithDigest: stableDigest(key)) }

    /// Every name of a language's code, as one digest (the table's keys start with the language).
    func digest(language: String) -> UInt64 {
        var digest = StableDigest()
        for (keyDigest, entry) in entries.sorted(by: { $0.key < $1.key }) where entry.key.hasPrefix(language + "\n") {
            digest.add(String(keyDigest))
            digest.add(String(self.digest(ofKeyWithDigest: keyDigest)))
        }
        return digest.value
    }

    /// What the table says now of the key with this digest (0: nothing).
    func digest(ofKeyWithDigest keyDigest: UInt64) -> UInt64 {
        if let known = lock.withLock({ digests[keyDigest] }) { return known }
        // `| 1`: never 0, which stands for no names.
        let digest = entries[keyDigest].map { stableDigest($0.names.encoded()) | 1 } ?? 0
        lock.withLock { digests[keyDigest] = digest }
        return digest
    }
}
