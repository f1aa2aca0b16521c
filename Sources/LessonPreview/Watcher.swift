import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Notices edits by polling: it lists the watched folders and files with their size, modification time and
/// inode, and reports the paths that differ from the previous listing. It looks as soon as inotify says a
/// watched folder changed (`ChangeSignal`), else every `interval` (50 ms); with inotify working it still
/// looks every `safetyInterval` (0.25 s) in case an event was missed, which costs less than listing a
/// large course twenty times a second.
///
/// Polling rather than inotify: it sees an editor's atomic rename (a new inode under the old name), a folder
/// replaced or created after the start, and files on any filesystem, and a file that vanishes between
/// listing and `stat` is simply absent from this round. Names are handled as bytes, so a name that is not
/// UTF-8 is still watched.
public final class Watcher: @unchecked Sendable {
    /// What is compared between two rounds.
    public struct Stamp: Equatable, Sendable {
        var size: Int64
        var modified: Int64  // nanoseconds
        var inode: UInt64
        var isFolder: Bool
    }

    public let paths: [String]
    public let interval: Double
    /// How often to look anyway while inotify watches every folder.
    public let safetyInterval: Double
    private let signal = ChangeSignal()
    private let onChange: @Sendable ([String]) -> Void
    private let condition = NSCondition()
    private var stopping = false
    private var running = false
    private var thread: Thread?

    /// - Parameters:
    ///   - paths: folders (watched recursively) and files; they need not exist yet.
    ///   - onChange: called on the watcher's thread with the changed paths, sorted.
    public init(
        paths: [String], interval: Double = 0.05, safetyInterval: Double = 0.25,
        onChange: @escaping @Sendable ([String]) -> Void
    ) {
        self.paths = paths
        self.interval = interval
        self.safetyInterval = safetyInterval
        self.onChange = onChange
    }

    /// Takes the first listing now (changes are counted from it), then polls on a thread of its own.
    public func start() {
        let first = Watcher.snapshot(paths)
        _ = arm(first)
        condition.lock()
        running = true
        condition.unlock()
        let thread = Thread { [self] in
            var previous = first
            var again = false
            while true {
                if !again { signal.wait(seconds: signal.isComplete ? safetyInterval : interval) }
                condition.lock()
                let stop = stopping
                condition.unlock()
                if stop { break }
                let next = Watcher.snapshot(paths)
                again = arm(next)
                let changed = Watcher.changes(from: previous, to: next)
                previous = next
                if !changed.isEmpty { onChange(changed) }
            }
            condition.lock()
            running = false
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "lessonbuild preview watcher"
        self.thread = thread
        thread.start()
    }

    /// Stops polling and waits until the watcher's thread has ended.
    public func stop() {
        condition.lock()
        stopping = true
        signal.wake()
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
    }

    /// Asks inotify about the folders of a listing, and the parents of roots that are files or do not exist
    /// yet. Returns whether a folder was added (one made since the last listing: look again at once, since
    /// what was written into it before its watch sent no event).
    private func arm(_ listing: [String: Stamp]) -> Bool {
        var folders = listing.filter(\.value.isFolder).map(\.key)
        for path in paths where listing[path]?.isFolder != true {
            let parent = (path as NSString).deletingLastPathComponent
            folders.append(parent.isEmpty ? "." : parent)
        }
        signal.keep(folders: Set(folders))
        return signal.watch(folders: folders)
    }

    /// Every watched path and what lies below it, with its stamp. Hidden files and editors' backups
    /// (`.x.swp`, `x~`, `#x#`) are left out: writing them is not an edit of the course.
    public static func snapshot(_ paths: [String]) -> [String: Stamp] {
        var found: [String: Stamp] = [:]
        for path in paths {
            // The roots themselves may be symlinks (a course's `lessons` link): follow them.
            guard let stamp = stamp(Array(path.utf8), follow: true) else { continue }
            found[path] = stamp
            if stamp.isFolder { walk(Array(path.utf8), depth: 0, into: &found) }
        }
        return found
    }

    /// The paths added, removed or changed between two listings, sorted.
    public static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var changed: Set<String> = []
        for (path, stamp) in new where old[path] != stamp {
            // A folder's own stamp changes whenever an entry is added or removed; those entries are reported.
            if stamp.isFolder && old[path]?.isFolder == true { continue }
            changed.insert(path)
        }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed.sorted()
    }

    private static func walk(_ folder: [UInt8], depth: Int, into found: inout [String: Stamp]) {
        guard depth < 16, let directory = folder.withCString(opendir) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if ignored(name) { continue }
            let path = folder + [UInt8(ascii: "/")] + name
            // Symlinked files are followed; symlinked folders are not entered (no cycles).
            guard let stamp = stamp(path, follow: true) else { continue }
            found[String(decoding: path, as: UTF8.self)] = stamp
            if stamp.isFolder, let own = self.stamp(path, follow: false), own.isFolder {
                walk(path, depth: depth + 1, into: &found)
            }
        }
    }

    static func ignored(_ name: [UInt8]) -> Bool {
        guard let first = name.first, let last = name.last else { return true }
        if first == UInt8(ascii: ".") { return true }  // ., .., hidden files, vim's .x.swp
        if last == UInt8(ascii: "~") { return true }  // backups
        if first == UInt8(ascii: "#") && last == UInt8(ascii: "#") { return true }  // Emacs autosaves
        return false
    }

    private static func stamp(_ path: [UInt8], follow: Bool) -> Stamp? {
        var status = stat()
        let result = path.withCString { follow ? stat($0, &status) : lstat($0, &status) }
        guard result == 0 else { return nil }  // vanished since the listing: absent this round
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        return Stamp(
            size: Int64(status.st_size), modified: modified, inode: UInt64(status.st_ino),
            isFolder: status.st_mode & S_IFMT == S_IFDIR)
    }
}

extension Array where Element == UInt8 {
    fileprivate func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (self + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
