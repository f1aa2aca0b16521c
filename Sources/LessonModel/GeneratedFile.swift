#if canImport(Glibc)
import Glibc
#endif

/// How the build plugin's generator writes a Swift file.
public enum GeneratedFile {
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var code: Int32
        public var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
    }

    /// Writes `text` to `path` unless the file already holds exactly that (so an edit to a lesson's prose
    /// does not recompile its blocks); returns whether it wrote. The new file replaces the old one by rename.
    ///
    /// The Swift driver compares a source's modification time with the one it recorded to the second only,
    /// so a file rewritten within the same second as its previous version kept its old object code (a block
    /// ran stale code; bench/run caught it). A rewrite therefore always moves the date to a later second.
    @discardableResult
    public static func write(_ text: String, to path: String) throws(Failure) -> Bool {
        var before = stat()
        let existed = stat(path, &before) == 0
        if existed, let old = RawFile.contents(atPath: path), old == Array(text.utf8) { return false }

        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        let code = Array(text.utf8).withUnsafeBytes { RawFile.writeAll(descriptor, $0) }
        close(descriptor)
        guard code == 0 else {
            unlink(temporary)
            throw Failure(path: path, code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, code: code)
        }
        var after = stat()
        if existed, stat(path, &after) == 0, after.st_mtim.tv_sec <= before.st_mtim.tv_sec {
            var times = [after.st_atim, timespec(tv_sec: before.st_mtim.tv_sec + 1, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, path, &times, 0)
        }
        return true
    }
}
