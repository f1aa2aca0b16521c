import Foundation
import LessonModel

/// Replaces a lesson's contents in one step: the new bytes go to a temporary file beside the real file,
/// which is then renamed over it, so a reader (or a `kill -9`) never sees a half-written lesson.
///
/// It refuses rather than guess: a file whose real path is outside the lessons folder (a symbolic link
/// to elsewhere), a read-only file, and a file that changed since it was read (an edit saved while
/// `fill` ran) are left exactly as they are.
public enum AtomicFile {
    static let tag = "lessonbuild"

    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case outsideFolder(real: String, folder: String)
        case readOnly(mode: Int)
        /// The folder is on a file system mounted read-only: no mode change would help.
        case readOnlyFileSystem(folder: String)
        case changedSinceRead
        case failed(operation: String, reason: String)

        public var description: String {
            switch self {
            case .outsideFolder(let real, let folder):
                return "it leads to \(real), outside the lessons folder \(folder): not written"
            case .readOnly(let mode):
                return
                    "the file is read-only (mode \(String(mode, radix: 8))): not written; make it writable and run fill again"
            case .readOnlyFileSystem(let folder):
                return
                    "\(folder) is on a read-only file system (it is mounted read-only: changing the file's permissions would not help): not written; run fill where the lessons can be written"
            case .changedSinceRead:
                return
                    "the file changed while fill ran (an edit was saved): not written, so the edit is kept; run fill again"
            case .failed(let operation, let reason):
                return "\(operation): \(reason); the lesson was not changed"
            }
        }
    }

    /// Replaces the file at `path` with `bytes`.
    /// - Parameters:
    ///   - expected: the bytes the file held when it was read; the write is refused if it holds anything else.
    ///   - folder: when given, the file's real path must lie inside this folder's real path.
    public static func write(
        _ bytes: [UInt8], to path: String, expecting expected: [UInt8]? = nil, within folder: String? = nil
    ) throws(Refusal) {
        // Write through a symbolic link: replace the file it leads to, never the link itself.
        let real = RealPath.realPath(path) ?? RealPath.resolve(path)
        if let folder {
            let realFolder = RealPath.resolve(folder)
            guard RealPath.isInside(real, realFolder) else { throw .outsideFolder(real: real, folder: folder) }
        }
        let directory = (real as NSString).deletingLastPathComponent
        // Said before the mode: on a read-only mount every file refuses writes, whatever its mode says.
        if isReadOnlyFileSystem(directory) { throw .readOnlyFileSystem(folder: directory) }
        var info = stat()
        let exists = stat(real, &info) == 0
        let mode = exists ? Int(info.st_mode & 0o7777) : 0o644
        // Root may write anything: the mode bits, not access(2), say what the author meant.
        if exists, mode & 0o200 == 0 || access(real, W_OK) != 0 { throw .readOnly(mode: mode) }

        let temporary = directory + "/" + Leftovers.name(for: (real as NSString).lastPathComponent, tag: tag)
        let token = InterruptCleanup.register(temporary)
        defer { InterruptCleanup.unregister(token) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .failed(operation: "cannot create \(temporary)", reason: errorText()) }
        var failure: Refusal?
        let written = bytes.withUnsafeBytes { RawFile.writeAll(descriptor, $0) }
        if written != 0 {
            failure = .failed(operation: "cannot write \(temporary)", reason: String(cString: strerror(written)))
        } else if fsync(descriptor) != 0 {
            failure = .failed(operation: "cannot write \(temporary)", reason: errorText())
        } else if fchmod(descriptor, mode_t(mode)) != 0 {
            failure = .failed(operation: "cannot set the mode of \(temporary)", reason: errorText())
        } else if exists {
            _ = fchown(descriptor, info.st_uid, info.st_gid)  // keeps the owner when run as root; harmless otherwise
        }
        if close(descriptor) != 0, failure == nil {
            failure = .failed(operation: "cannot write \(temporary)", reason: errorText())
        }
        // Re-read the lesson right before the rename: an edit saved since it was read must not be lost.
        if failure == nil, let expected, (RawFile.contents(atPath: real) ?? []) != expected {
            failure = .changedSinceRead
        }
        if failure == nil {
            InterruptCleanup.commit(token) {
                if rename(temporary, real) != 0 {
                    failure = .failed(operation: "cannot replace \(real)", reason: errorText())
                }
            }
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Whether the file system holding `folder` is mounted read-only (`statvfs`'s `ST_RDONLY`).
    static func isReadOnlyFileSystem(_ folder: String) -> Bool {
        var info = statvfs()
        return statvfs(folder, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
