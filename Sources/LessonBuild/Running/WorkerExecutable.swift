import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The file a worker is started from. `swiftc main.swift` makes an executable named `main`, so a standalone
/// program's process is named `main` (`ProcessInfo.processName`, the main thread's name that
/// `Thread.current.name` and `/proc/self/comm` read) and, started from a shell as `./main`, its
/// `CommandLine.arguments[0]` is `./main`. Workers are copies of the builder, named `lessonbuild`; so they
/// are started through a hard link named `main` to the builder's executable, kept in the course's build
/// cache (a copy where the cache is on another file system), and with `./main` as their first argument.
enum WorkerExecutable {
    static let name = "main"
    static let argumentZero = "./main"

    /// The link in `folder`, made or renewed when the builder's file changed, or the builder's own file
    /// when no link or copy can be made there (the names then read `lessonbuild`, nothing else changes).
    static func prepare(for executable: URL, in folder: String) -> URL {
        let source = executable.resolvingSymlinksInPath().path
        let target = folder + "/" + name
        var wanted = stat()
        var present = stat()
        guard stat(source, &wanted) == 0 else { return executable }
        // A copy is trusted by its bytes, not its size and time: the cache may come from elsewhere, and this
        // file is what every worker runs.
        if lstat(target, &present) == 0, present.st_mode & S_IFMT == S_IFREG,
            sameFile(present, wanted) || (sameCopy(present, wanted) && sameBytes(source, target))
        {
            return URL(fileURLWithPath: target)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return executable
        }
        // Made beside the target under a name of its own, then renamed over it: a builder starting workers
        // from the old link at the same moment never finds it missing or half-copied.
        let temporary = folder + "/.\(name)-\(getpid())-\(UInt32.random(in: .min ... .max))"
        if link(source, temporary) != 0 && !copy(source, to: temporary, like: wanted) {
            unlink(temporary)
            return executable
        }
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            return executable
        }
        return URL(fileURLWithPath: target)
    }

    private static func sameFile(_ a: stat, _ b: stat) -> Bool {
        a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// A copy made by `copy(_:to:like:)`: same size and modification time to the nanosecond.
    private static func sameCopy(_ a: stat, _ b: stat) -> Bool {
        a.st_size == b.st_size && a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
            && a.st_mode & 0o111 != 0
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard let first = BuildCache.digest(ofPlainFile: a) else { return false }
        return BuildCache.digest(ofPlainFile: b) == first
    }

    private static func copy(_ source: String, to target: String, like original: stat) -> Bool {
        unlink(target)
        guard (try? FileManager.default.copyItem(atPath: source, toPath: target)) != nil,
            chmod(target, 0o755) == 0
        else { return false }
        var times = [original.st_atim, original.st_mtim]
        return utimensat(AT_FDCWD, target, &times, 0) == 0
    }
}
