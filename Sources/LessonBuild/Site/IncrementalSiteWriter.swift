import Foundation
import LessonModel
import SiteRenderer
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the preview's site folder equal to the last render by writing only what changed.
///
/// The first render replaces the folder whole (`SiteWriter.replace`, as `build` does, so whatever an
/// earlier run left there is gone). Later renders write each changed file to a hidden temporary file in its
/// own folder and rename it over the old one, so the server never sends half a page, and delete the files
/// of pages that are gone. The folder is the preview's own (by default `.build/lessonbuild/preview-site`;
/// `--output` is checked like `build --output`, so it is new, empty or an earlier site), so updating it in
/// place is fine; `build` keeps its whole-site swap.
final class IncrementalSiteWriter {
    let directory: String
    /// What the folder holds, by path inside it; nil until the first render is in place (or after a failed
    /// update: then nothing is known, and the next update replaces the folder whole again).
    private var written: [String: SiteFile]?

    init(directory: String) {
        self.directory = directory
    }

    struct Update {
        /// How many HTML pages the site has.
        var pages: Int
        var changed: [String]
        var removed: [String]
    }

    func update(_ render: (_ emit: @escaping @Sendable (SiteFile) -> Void) -> Void) throws -> Update {
        let collected = Collected()
        render { collected.add($0) }
        let files = collected.files
        guard let previous = written else {
            try SiteWriter.replace(directory) { emit in files.values.forEach(emit) }
            written = files
            return Update(pages: Self.pages(files), changed: files.keys.sorted(), removed: [])
        }
        written = nil
        // Unchanged pages come back from the render cache as the very strings written last time, so this
        // comparison is mostly a pointer check. Only the changed paths are sorted (sorting every file of a
        // large site at every save cost more than writing the few that changed).
        var changed: [String] = []
        for (path, file) in files where previous[path] != file { changed.append(path) }
        changed.sort()
        for path in changed { try write(files[path]!) }
        let removed = previous.keys.filter { files[$0] == nil }.sorted()
        for path in removed { try remove(path) }
        written = files
        return Update(pages: Self.pages(files), changed: changed, removed: removed)
    }

    private static func pages(_ files: [String: SiteFile]) -> Int {
        var count = 0
        for path in files.keys where path.hasSuffix(".html") { count += 1 }
        return count
    }

    private func write(_ file: SiteFile) throws {
        let target = directory + "/" + file.path
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Hidden, so the server never serves it even for the moment it exists.
        let temporary = folder + "/.lessonbuild-" + (file.path as NSString).lastPathComponent + ".tmp"
        do {
            try SiteWriter.writeFile(file, to: temporary)
            guard rename(temporary, target) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Deletes a page that is gone, and its folders when nothing is left in them (a removed chapter).
    private func remove(_ path: String) throws {
        guard unlink(directory + "/" + path) == 0 || errno == ENOENT else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, rmdir(directory + "/" + folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Files as the renderer emits them, from any thread.
    private final class Collected: Sendable {
        private let stored = Mutex<[String: SiteFile]>([:])

        func add(_ file: SiteFile) { stored.withLock { $0[file.path] = file } }
        var files: [String: SiteFile] { stored.withLock { $0 } }
    }
}
