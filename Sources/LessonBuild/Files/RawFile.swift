#if canImport(Glibc)
    import Glibc
#endif

/// The two plain file operations several parts of lessonbuild need without Foundation's overhead:
/// write every byte to a descriptor, and read a whole file. One place, so EINTR and short writes are
/// handled once.
public enum RawFile {
    /// Writes all of `bytes` to `descriptor`, retrying short writes and interrupted calls.
    /// Returns 0, or the `errno` of the failing write.
    @discardableResult
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// The whole contents of an open file, read from its start without moving its offset.
    public static func contents(of descriptor: Int32) -> [UInt8]? {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return result }
            result.append(contentsOf: buffer[0..<count])
            offset += off_t(count)
        }
    }

    /// Replaces the file at `path` with `bytes` in place (created when missing): for files whose writer
    /// makes them whole some other way (a staging folder renamed at the end, a cache entry written again
    /// when found wrong), where a temporary file and a rename per file would cost more than the write.
    /// Returns 0, or the `errno` of the failing call (the close's too: a full disk may say so only there).
    /// A link at `path` is not followed (`ELOOP`): what is written lands in the folder it is written to.
    @discardableResult
    public static func replace(atPath path: String, with bytes: UnsafeRawBufferPointer) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return errno }
        let code = writeAll(descriptor, bytes)
        let closed = close(descriptor) == 0 ? 0 : errno
        return code != 0 ? code : closed
    }

    @discardableResult
    public static func replace(atPath path: String, with bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { replace(atPath: path, with: $0) }
    }

    /// The whole contents of the file at `path`, or nil when it cannot be read.
    public static func contents(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return contents(of: descriptor)
    }
}
