import Foundation
import LessonModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Lessons as the parser made them from their files' bytes, kept between loads by the preview: parsing
/// is most of the cost of reading a course, and a save changes one file. A file whose stamp did not change
/// since it was read is not read again (reading 1000 lessons took about 0.08 s per rebuild).
public final class LessonCache: Sendable {
    private struct Entry {
        var lesson: Lesson
        var kernelNames: Set<String>
        /// The file's stamp when it was read; nil when it cannot vouch for the bytes (see `FileStamp.isSettled`).
        var stamp: FileStamp?
    }

    private let lessons = Mutex<[String: Entry]>([:])

    public init() {}

    /// The lesson last read from this file, if its stamp says it was not written since (the kernel names
    /// decide which blocks are kernel listings, so they must be the same too).
    func lesson(key: String, displayPath: String, stamp: FileStamp, kernelNames: Set<String>) -> Lesson? {
        lessons.withLock { lessons in
            guard let known = lessons[key], let old = known.stamp, old == stamp,
                known.lesson.displayPath == displayPath,
                known.kernelNames == kernelNames
            else { return nil }
            return known.lesson
        }
    }

    /// The lesson parsed from exactly these bytes under this name, with the same kernel names, if any.
    func lesson(key: String, displayPath: String, bytes: [UInt8], kernelNames: Set<String>) -> Lesson? {
        lessons.withLock { lessons in
            guard let known = lessons[key], known.lesson.displayPath == displayPath, known.kernelNames == kernelNames,
                SameBytes.equal(known.lesson.source.bytes, bytes)
            else { return nil }
            return known.lesson
        }
    }

    /// - Parameter stamp: the file's stamp taken before it was read.
    func store(_ lesson: Lesson, kernelNames: Set<String>, stamp: FileStamp?) {
        lessons.withLock {
            $0[lesson.key] = Entry(
                lesson: lesson, kernelNames: kernelNames, stamp: stamp.flatMap { $0.isSettled ? $0 : nil })
        }
    }

    /// Files the watcher saw change: read them again whatever their stamps say.
    public func distrust(_ keys: [String]) {
        lessons.withLock { lessons in for key in keys { lessons[key]?.stamp = nil } }
    }

    /// Forgets the files that are gone.
    func keep(_ keys: Set<String>) {
        lessons.withLock { lessons in lessons = lessons.filter { keys.contains($0.key) } }
    }
}

/// What `stat` says about a file that changes whenever it is written: device, inode, size, modification and
/// change times (ctime cannot be set back by `touch`, so a restored mtime still shows).
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// Follows symbolic links, as reading the file does. Nil when the file cannot be stat'ed.
    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
    }

    /// Whether the stamp can vouch for the bytes read after it: file times advance in coarse ticks, so a
    /// write in the same tick as the one before leaves the stamp as it was (git's "racily clean" files).
    /// A file last written more than two seconds ago will show any later write; a newer one is read again.
    var isSettled: Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let current = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        return max(modified, changed) < current - 2_000_000_000
    }
}
