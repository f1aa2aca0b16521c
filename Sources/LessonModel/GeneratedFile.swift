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
        if existed, let old = contents(of: path), old == Array(text.utf8) { return false }

        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw Failure(path: path, code: code)
            }
            offset += written
        }
        close(descriptor)
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

    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return result }
            result.append(contentsOf: buffer[0..<count])
        }
    }
}
