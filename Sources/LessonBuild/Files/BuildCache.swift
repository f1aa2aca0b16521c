import CSystem
import Foundation
import LessonModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The build cache (`.build/lessonbuild/`) is data from strangers: a cache restored from another run's CI,
/// copied from a colleague, or files a pull request commits under `.build/`. So nothing in it is taken on
/// its name alone:
///
/// - **No links, no special files.** Before a command uses the cache, every symbolic link, FIFO, socket or
///   device under it is removed (the link itself, never what it points to) and said once; the cache folder
///   itself must be a folder, not a link to one. Every removal of cache entries goes through descriptors
///   opened without following links (`lessonbuild_remove_tree`), so a link made meanwhile is removed, not
///   followed.
/// - **Records are sealed.** Every record the tool keeps (a compile-error block's messages, an excerpt's
///   verdict, a kept page's record, the names of a block, a shard's manifest…) starts with a digest of its
///   own name and content; a record whose digest does not match (truncated, edited, swapped for another
///   entry's) is refused, said once, and made again.
/// - **Products are verified by content.** A compiled library, a kept object file or the worker's copy of
///   the builder is used only when its bytes have the digest recorded when it was made (`BuiltStamp`).
///
/// A digest is no signature: a stranger who runs code to rewrite the cache consistently could have it say
/// anything it can say. The README's sandbox section says what a restored CI cache may do, and a cache
/// committed into the course's repository is refused outright (`committedFiles`).
enum BuildCache {
    /// The file that says the cache's records are sealed. A cache without it (or with other bytes in it) was
    /// written by an earlier lessonbuild, or tampered with: it is emptied and made again, once.
    static let formatMarker = "format"
    private static let format = Array("lessonbuild cache, sealed records 1\n".utf8)
    static let lockName = "lock"

    /// Makes `root` a real folder (a link or file there is removed first), and its lock file a plain file:
    /// before the lock is taken, so that taking it never follows a link.
    static func prepareRoot(_ root: String) {
        var status = stat()
        if lstat(root, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            _ = lessonbuild_remove_tree(root)
            CacheAudit.shared.refused(root)
        }
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let lock = root + "/" + lockName
        if lstat(lock, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            _ = lessonbuild_remove_tree(lock)
            CacheAudit.shared.refused(lock)
        }
    }

    /// Under the cache's lock: removes every link and special file below `root` (each noted for the warning),
    /// and empties a cache of another format.
    static func sweep(_ root: String) {
        var first = [CChar](repeating: 0, count: 4096)
        let count = lessonbuild_sweep_cache(root, &first, first.count)
        if count > 0 {
            CacheAudit.shared.refused(
                String(decoding: first.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            // Only the first is named; the rest are counted.
            for _ in 1..<count { CacheAudit.shared.refused(root + "/") }
        }
        clearForFile(root + "/" + formatMarker)
        let marker = RawFile.contents(atPath: root + "/" + formatMarker)
        if marker != format {
            // No marker: a new cache, or one an earlier lessonbuild wrote. Another one: said.
            if marker != nil { CacheAudit.shared.refused(root + "/" + formatMarker) }
            removeEntries(in: root, keeping: [lockName])
            writeCacheFile(root + "/" + formatMarker, format)
        }
    }

    /// Removes `path` (and what a folder holds) without following any link.
    static func remove(_ path: String) {
        _ = lessonbuild_remove_tree(path)
    }

    /// Removes every entry of a cache folder but those named `kept`; nothing when the folder is a link.
    static func removeEntries(in folder: String, keeping kept: Set<String>) {
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !kept.contains(entry) {
            remove(folder + "/" + entry)
        }
    }

    // MARK: Records

    private static let sealTag = Array("lessonbuild-record ".utf8)

    /// Makes room for a cache file at `path`: an entry of another kind there (a folder, left or planted where
    /// a file belongs) is removed, without following links, and noted for the warning. Else no file could be
    /// written there, and the cache would refuse the same entry on every run without ever healing.
    static func clearForFile(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else { return }
        remove(path)
        CacheAudit.shared.refused(path)
    }

    /// Writes a record: its seal line, then `bytes`.
    static func writeRecord(_ path: String, _ bytes: [UInt8]) {
        clearForFile(path)
        RawFile.replace(atPath: path, with: seal(bytes, name: entryName(path)) + bytes)
    }

    /// The content of a record `writeRecord` wrote at `path`: nil when there is none, when it is not a plain
    /// file, or when its seal does not match (then it is noted for the command's one warning).
    static func record(atPath path: String) -> [UInt8]? {
        let descriptor = lessonbuild_open_plain_file(path)
        guard descriptor >= 0 else {
            if errno != ENOENT { CacheAudit.shared.refused(path) }
            return nil
        }
        defer { close(descriptor) }
        guard let bytes = RawFile.contents(of: descriptor) else { return nil }
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            CacheAudit.shared.refused(path)
            return nil
        }
        let content = Array(bytes[(newline + 1)...])
        guard Array(bytes[...newline]) == seal(content, name: entryName(path)) else {
            CacheAudit.shared.refused(path)
            return nil
        }
        return content
    }

    /// Writes a record of lines: `header`, then each line (which holds no line break).
    static func writeRecord(_ path: String, header: String, lines: [String]) {
        writeRecord(path, Array(([header] + lines).map { $0 + "\n" }.joined().utf8))
    }

    /// The lines of a record that `writeRecord(_:header:lines:)` wrote with this `header`; nil when there is
    /// none, or it has another header or does not end its last line.
    static func recordLines(atPath path: String, header: String) -> [Substring]? {
        guard let bytes = record(atPath: path) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == header[...], lines.last == "" else { return nil }
        return Array(lines.dropFirst().dropLast())
    }

    /// `lessonbuild-record <digest>\n`: the digest of the entry's name (its folder and file name, so a record
    /// copied under another entry's name does not pass) and of its content.
    private static func seal(_ bytes: [UInt8], name: String) -> [UInt8] {
        var digest = StableDigest()
        digest.add(name)
        digest.add(String(bytesDigest(bytes), radix: 16))
        return sealTag + Array(BlockProgram.hex(digest.value).utf8) + [UInt8(ascii: "\n")]
    }

    /// The last two components of a path: what names an entry wherever the cache is.
    private static func entryName(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    static func bytesDigest(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { lessonbuild_bytes_digest($0.baseAddress, $0.count) }
    }

    // MARK: Products

    /// The digest of a plain file's bytes (nil for a link, a folder, a missing or unreadable file).
    static func digest(ofPlainFile path: String) -> UInt64? {
        let descriptor = lessonbuild_open_plain_file(path)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return digest(ofDescriptor: descriptor)
    }

    static func digest(ofDescriptor descriptor: Int32) -> UInt64? {
        var ok: Int32 = 0
        let value = lessonbuild_descriptor_digest(descriptor, &ok)
        return ok == 1 ? value : nil
    }

    // MARK: Folders another program writes

    /// The record of a folder's files that `recordFolder` keeps in it.
    private static let folderRecord = "lessonbuild-files"

    /// A folder that another program fills (clang's module cache), used only while every file in it is one
    /// `recordFolder` noted, with the same bytes: otherwise it is removed whole (and that program makes it
    /// again). Timestamps and lock files, which that program rewrites as it likes, are not part of it.
    static func verifyFolder(_ folder: String) {
        guard FileManager.default.fileExists(atPath: folder) else { return }
        let record = BuildCache.record(atPath: folder + "/" + folderRecord)
        guard let record, Array(folderListing(folder).utf8) == record else {
            if record != nil { CacheAudit.shared.refused(folder) }
            remove(folder)
            return
        }
    }

    /// Notes every file of `folder` with its digest, once the program that fills it is done.
    static func recordFolder(_ folder: String) {
        guard FileManager.default.fileExists(atPath: folder) else { return }
        writeRecord(folder + "/" + folderRecord, Array(folderListing(folder).utf8))
    }

    /// `<path> <size> <digest>` for each file below `folder`, sorted.
    private static func folderListing(_ folder: String) -> String {
        let paths = (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
        var lines: [String] = []
        for path in paths where path != folderRecord && !path.hasSuffix(".timestamp") && !path.hasSuffix(".lock") {
            var status = stat()
            guard lstat(folder + "/" + path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
            let digest = digest(ofPlainFile: folder + "/" + path).map { BlockProgram.hex($0) } ?? "unreadable"
            lines.append("\(path) \(status.st_size) \(digest)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: A cache in the repository

    /// The files under `cache` that the course's git repository tracks (at most a few, for the message): a
    /// cache committed into a repository comes from whoever committed it, and is refused whole.
    static func committedFiles(cache: String) -> [String] {
        let cacheURL = URL(fileURLWithPath: cache).standardizedFileURL
        let course = cacheURL.deletingLastPathComponent().deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: course + "/.git"),
            let git = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return [] }
        // `ChildProcess`, not Foundation's `Process` (see `SwiftCompiler.run`).
        guard
            let process = try? ChildProcess(
                executable: git,
                arguments: ["-C", course, "ls-files", "-z", "--", ".build/" + cacheURL.lastPathComponent],
                environment: ProcessInfo.processInfo.environment, mergingError: false, directory: nil)
        else { return [] }
        let output = process.readToEnd()
        guard case .exited(0) = process.wait() else { return [] }
        return output.split(separator: 0).prefix(3).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// The cache entries refused while a command ran (forged, damaged, a link), by the cache they were found in:
/// each command says them once, in one warning, and what was refused is made again.
final class CacheAudit: Sendable {
    static let shared = CacheAudit()
    private let found = Mutex<[String]>([])

    func refused(_ path: String) {
        found.withLock { $0.append(path) }
    }

    /// The refused entries under `cache`, forgotten once taken.
    func take(under cache: String) -> [String] {
        let prefix = cache.hasSuffix("/") ? cache : cache + "/"
        return found.withLock { paths in
            let taken = paths.filter { $0 == cache || $0.hasPrefix(prefix) }
            paths.removeAll { $0 == cache || $0.hasPrefix(prefix) }
            return taken
        }
    }

    /// One warning for what was refused under `cache`, or nil when nothing was.
    static func warning(_ paths: [String], cache: String) -> Diagnostic? {
        guard let first = paths.first(where: { !$0.hasSuffix("/") }) ?? paths.first else { return nil }
        let others = paths.count > 1 ? " and \(paths.count - 1) more" : ""
        return Diagnostic(
            .warning, .cacheEntryRefused, at: SourceLocation(file: first, line: 1),
            "the build cache held entries this tool did not write as they are (a link, a special file, or content "
                + "that does not match its record): \(first)\(others); they were removed and made again",
            hint: "a build cache comes from whoever wrote it; remove \(cache) to start afresh")
    }
}
