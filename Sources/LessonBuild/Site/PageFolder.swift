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
/// page file that changed after it was kept: it is the site's page too (a link), and a page edited in the
/// site must not come back in the next one.
struct PageFolder: PageStore {
    let folder: String

    init(cacheDirectory: String) {
        folder = cacheDirectory + "/pages"
    }

    func page(lesson: String, key: String) -> (record: [UInt8], file: String)? {
        let (recordPath, pagePath) = paths(lesson)
        guard let identity = Self.programIdentity, let bytes = RawFile.contents(atPath: recordPath),
            let stamp = Self.stamp(pagePath)
        else { return nil }
        let header = Array(Self.header(key: key, identity: identity, page: stamp).utf8)
        guard bytes.count >= header.count, bytes.starts(with: header) else { return nil }
        return (Array(bytes[header.count...]), pagePath)
    }

    func keep(record: [UInt8], page: String, lesson: String, key: String) {
        guard let identity = Self.programIdentity else { return }
        let (recordPath, pagePath) = paths(lesson)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Each written beside and renamed into place (FileManager's atomic write), so a build stopped
        // halfway never leaves a file cut short under its name; the page first, as its record names it.
        writeCacheFile(pagePath, Array(page.utf8))
        guard let stamp = Self.stamp(pagePath) else { return }
        writeCacheFile(recordPath, Array(Self.header(key: key, identity: identity, page: stamp).utf8) + record)
    }

    private func paths(_ lesson: String) -> (record: String, page: String) {
        let base = folder + "/" + BlockProgram.hex(stableDigest(lesson))
        return (base, base + ".html")
    }

    private static func header(key: String, identity: UInt64, page stamp: String) -> String {
        "lessonbuild page \(BlockProgram.hex(identity)) \(key) \(stamp)\n"
    }

    /// The page file's inode, size and modification time: any write to it, in the cache or through the
    /// site's link, changes them.
    private static func stamp(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(status.st_ino):\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    /// A digest of the running program's file, computed once: nil when it cannot be read, and then no
    /// page is kept or read.
    static let programIdentity: UInt64? = {
        var ok: Int32 = 0
        let digest = lessonbuild_file_digest("/proc/self/exe", &ok)
        return ok == 1 ? digest : nil
    }()
}
