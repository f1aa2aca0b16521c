import CSystem
import Foundation
import LessonModel
import SiteRenderer

/// The build cache's rendered pages (`.build/lessonbuild/pages/`): two files a lesson, named by a digest of
/// its key, so the folder never grows with edits: the page itself (`….html`), which the site writer links
/// into the new site instead of copying it, and its record (the page's key, the identity of the program
/// that rendered it, the identity of the page file, then what the renderer keeps).
///
/// A page made by another build of lessonbuild is never used (its renderer may differ), and neither is a
/// page file whose bytes are not the ones kept: it is the site's page too (a link), and a page edited in the
/// site, or in a cache restored from elsewhere, must not come back in the next one. The record is sealed
/// (`BuildCache`), so what the renderer keeps in it (the contents page's entry) is only ever what it wrote.
///
/// A page found is held open until `close()`, and the site links that very file (`/proc/self/fd/N`): a
/// build of the same course running at the same time may put another page under the name meanwhile.
final class PageFolder: PageStore, @unchecked Sendable {
    let folder: String
    private let lock = NSLock()
    private var open: [Int32] = []
    /// At most this many pages are held open at once; the others are rendered again.
    private let openLimit: Int

    init(cacheDirectory: String) {
        folder = cacheDirectory + "/pages"
        openLimit = Self.descriptorAllowance()
    }

    func page(lesson: String, key: String) -> (record: [UInt8], file: String)? {
        let (recordPath, pagePath) = paths(lesson)
        guard let identity = Self.programIdentity, let bytes = BuildCache.record(atPath: recordPath),
            let descriptor = hold(pagePath)
        else { return nil }
        // The digest of the file held open, not of whatever the name leads to a moment later.
        let header = BuildCache.digest(ofDescriptor: descriptor).map {
            Array(Self.header(key: key, identity: identity, page: BlockProgram.hex($0)).utf8)
        }
        // The page is published as it is kept (a hard link): one of another mode than this process writes
        // (made unreadable, or writable by all) is not the renderer's file, whatever its bytes.
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & 0o7777 == Self.writtenMode else {
            CacheAudit.shared.refused(pagePath)
            release(descriptor)
            return nil
        }
        guard let header, bytes.count >= header.count, bytes.starts(with: header) else {
            // This program's page for this key, with other bytes: edited or forged since it was kept.
            let kept = Array(Self.header(key: key, identity: identity, page: "").utf8.dropLast())
            if bytes.starts(with: kept) { CacheAudit.shared.refused(pagePath) }
            release(descriptor)
            return nil
        }
        return (Array(bytes[header.count...]), "/proc/self/fd/\(descriptor)")
    }

    /// The mode a file this process creates gets (0o666 less the umask), read from `/proc/self/status` so
    /// the umask is never changed to learn it (another thread may be creating files meanwhile).
    static let writtenMode: mode_t = {
        let status = String(decoding: RawFile.contents(atPath: "/proc/self/status") ?? [], as: UTF8.self)
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        let mask = line.flatMap { mode_t($0.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) }
        return 0o666 & ~(mask ?? 0o022)
    }()

    func keep(record: [UInt8], page: String, lesson: String, key: String) {
        guard let identity = Self.programIdentity else { return }
        let (recordPath, pagePath) = paths(lesson)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Each written beside and renamed into place (FileManager's atomic write), so a build stopped
        // halfway never leaves a file cut short under its name; the page first, as its record names it.
        let bytes = Array(page.utf8)
        writeCacheFile(pagePath, bytes)
        BuildCache.writeRecord(
            recordPath,
            Array(Self.header(key: key, identity: identity, page: BlockProgram.hex(BuildCache.bytesDigest(bytes))).utf8)
                + record)
    }

    /// Closes the pages held open: once the site is written.
    func close() {
        lock.withLock {
            for descriptor in open { Glibc.close(descriptor) }
            open = []
        }
    }

    private func hold(_ path: String) -> Int32? {
        lock.withLock {
            guard open.count < openLimit else { return nil }
            // A plain file only: a link there is never followed into the site.
            let descriptor = lessonbuild_open_plain_file(path)
            guard descriptor >= 0 else { return nil }
            open.append(descriptor)
            return descriptor
        }
    }

    private func release(_ descriptor: Int32) {
        lock.withLock {
            open.removeAll { $0 == descriptor }
            Glibc.close(descriptor)
        }
    }

    private func paths(_ lesson: String) -> (record: String, page: String) {
        let base = folder + "/" + BlockProgram.hex(stableDigest(lesson))
        return (base, base + ".html")
    }

    /// The record's first line: the program and the page's key, then the digest of the page's bytes (any write
    /// to it, in the cache or through the site's link, changes them).
    private static func header(key: String, identity: UInt64, page digest: String) -> String {
        "lessonbuild page \(BlockProgram.hex(identity)) \(key) \(digest)\n"
    }

    /// Half the descriptors this process may open (the soft limit, raised to the hard one where it is
    /// lower, as a build of a thousand lessons holds a thousand pages): the rest stay for the writer.
    private static func descriptorAllowance() -> Int {
        Int(lessonbuild_raise_open_files(65536) / 2)
    }

    /// A digest of the running program's file, computed once: nil when it cannot be read, and then no
    /// page is kept or read.
    static let programIdentity: UInt64? = {
        var ok: Int32 = 0
        let digest = lessonbuild_file_digest("/proc/self/exe", &ok)
        return ok == 1 ? digest : nil
    }()
}
