import CSystem
import Foundation
import LessonModel
import SiteRenderer
import Synchronization

/// Replaces a folder with new contents in one step: everything is written to a sibling folder first,
/// which then takes the old one's place, so a failed or interrupted build never leaves a half-written site.
public enum SiteWriter {
    /// The file every built site holds: only a folder that has it (or a site built before it existed) is
    /// ever replaced, so `--output` can never delete a folder that lessonbuild did not write.
    public static let marker = ".lessonbuild-site"
    static let markerText = "This folder was written by `lessonbuild build` and is replaced whole by the next build.\n"

    /// What went wrong, and whether the previous site is still in place: messages must say so truthfully.
    public enum Failure: Error, CustomStringConvertible {
        /// Nothing was replaced.
        case notReplaced(String)
        /// The new site is in place, but the previous one could not be removed: it is left at `leftover`.
        case previousLeftBehind(leftover: String, reason: String)

        public var description: String {
            switch self {
            case .notReplaced(let reason): return reason
            case .previousLeftBehind(let leftover, let reason):
                return "the previous site could not be removed (\(reason)); it was left in \(leftover)"
            }
        }
    }

    public struct Result {
        public var paths: [String]
        /// Set when the new site is in place but the old one could not be deleted.
        public var warning: Failure?
    }

    /// Replaces `directory` with the files `render` emits (from any thread). Throws `Failure.notReplaced`
    /// when the previous site (if any) was left exactly as it was.
    @discardableResult
    public static func replace(
        _ directory: String,
        remove: (String) throws -> Void = { try FileManager.default.removeItem(atPath: $0) },
        render: (_ emit: @escaping @Sendable (SiteFile) -> Void) -> Void
    ) throws -> Result {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent().path
        let name = target.lastPathComponent
        do {
            try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure.notReplaced("cannot create \(parent): \(reason(error))")
        }
        Leftovers.clean(in: parent, for: name, tags: ["building", "previous", "old"])
        let staging = parent + "/" + Leftovers.name(for: name, tag: "building")
        try? manager.removeItem(atPath: staging)
        let token = InterruptCleanup.register(staging)
        defer { InterruptCleanup.unregister(token) }
        let state = WriteState()
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
            try writeFile(markerText, to: staging + "/" + marker)
        } catch {
            try? manager.removeItem(atPath: staging)
            throw Failure.notReplaced("cannot write into \(parent): \(reason(error))")
        }
        // Plain string paths and write(2): Foundation URL arithmetic and Data.write per file cost more
        // than the writes themselves on a site of hundreds of pages.
        render { file in
            do {
                if let slash = file.path.lastIndex(of: "/") {
                    try state.makeFolder(String(file.path[..<slash]), in: staging)
                }
                try writeFile(file, to: staging + "/" + file.path)
                state.wrote(file.path)
            } catch {
                state.failed(error)
            }
        }
        if let error = state.error {
            try? manager.removeItem(atPath: staging)
            throw Failure.notReplaced("cannot write the new site in \(staging): \(reason(error))")
        }
        return try InterruptCleanup.commit(token) {
            try swap(staging, into: target.path, parent: parent, name: name, paths: state.paths, remove: remove)
        }
    }

    /// Puts the staged site in place of `target` (which may not exist yet).
    private static func swap(
        _ staging: String, into target: String, parent: String, name: String, paths: [String],
        remove: (String) throws -> Void
    ) throws -> Result {
        let manager = FileManager.default
        guard manager.fileExists(atPath: target) else {
            guard rename(staging, target) == 0 else {
                let why = String(cString: strerror(errno))
                try? manager.removeItem(atPath: staging)
                throw Failure.notReplaced("cannot move the new site into place: \(why)")
            }
            return Result(paths: paths)
        }
        // Swap the two folders atomically where the kernel can (Linux renameat2), else rename twice.
        let previous = parent + "/" + Leftovers.name(for: name, tag: "previous")
        if lessonbuild_exchange_paths(staging, target) == 0 {
            // `staging` now holds the previous site. Give it a name that says so before deleting it.
            let old = rename(staging, previous) == 0 ? previous : staging
            return Result(paths: paths, warning: removeOld(old, remove: remove))
        }
        let exchangeError = errno
        guard exchangeError == EINVAL || exchangeError == ENOSYS || exchangeError == ENOTSUP else {
            try? manager.removeItem(atPath: staging)
            throw Failure.notReplaced("cannot replace \(target): \(String(cString: strerror(exchangeError)))")
        }
        guard rename(target, previous) == 0 else {
            let why = String(cString: strerror(errno))
            try? manager.removeItem(atPath: staging)
            throw Failure.notReplaced("cannot move \(target) aside: \(why)")
        }
        guard rename(staging, target) == 0 else {
            let why = String(cString: strerror(errno))
            if rename(previous, target) == 0 {
                try? manager.removeItem(atPath: staging)
                throw Failure.notReplaced("cannot move the new site into place: \(why)")
            }
            throw Failure.previousLeftBehind(
                leftover: previous, reason: "the new site could not be moved into place (\(why)) and is in \(staging)")
        }
        return Result(paths: paths, warning: removeOld(previous, remove: remove))
    }

    private static func removeOld(_ path: String, remove: (String) throws -> Void) -> Failure? {
        do {
            try remove(path)
            return nil
        } catch {
            return .previousLeftBehind(leftover: path, reason: reason(error))
        }
    }

    /// `No space left on device` rather than Foundation's wrapped error text.
    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain {
            return nsError.localizedDescription
        }
        return String(describing: error)
    }

    /// What the writing threads share: folders made so far, files written, the first error.
    final class WriteState: Sendable {
        private struct Shared {
            var folders: Set<String> = []
            var paths: [String] = []
            var error: Error?
        }

        private let shared = Mutex(Shared())

        var paths: [String] { shared.withLock { $0.paths } }
        var error: Error? { shared.withLock { $0.error } }

        /// Creates `relative` and its parents inside `root`, never `root` itself: once the staging folder
        /// is removed (an interrupted run), no writer can bring it back.
        func makeFolder(_ relative: String, in root: String) throws {
            try shared.withLock { shared in
                var path = root
                for component in relative.split(separator: "/") {
                    path += "/" + component
                    if shared.folders.insert(path).inserted, mkdir(path, 0o755) != 0 {
                        let code = errno
                        guard code != EEXIST else { continue }
                        shared.folders.remove(path)
                        throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
                    }
                }
            }
        }

        func wrote(_ path: String) {
            shared.withLock { $0.paths.append(path) }
        }

        func failed(_ error: Error) {
            shared.withLock { if $0.error == nil { $0.error = error } }
        }
    }

    /// Writes a whole file; a short or failed write (a full disk) is an error, and so is a failed close.
    /// A site file, from its bytes (an asset) or its text.
    static func writeFile(_ file: SiteFile, to path: String) throws {
        if let kept = file.keptAt {
            // A page kept in the build cache (a descriptor's path in /proc, the very file that was found
            // valid): linked, not copied; copied where a link cannot be made (the site on another file
            // system, or the kept file replaced since and its last name gone).
            guard linkat(AT_FDCWD, kept, AT_FDCWD, path, AT_SYMLINK_FOLLOW) != 0 else { return }
            guard let bytes = RawFile.contents(atPath: kept) else { throw POSIXError(.ENOENT) }
            try writeFile(bytes, to: path)
        } else if let bytes = file.bytes {
            try writeFile(bytes, to: path)
        } else {
            try writeFile(file.contents, to: path)
        }
    }

    static func writeFile(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try writeFile(UnsafeRawBufferPointer($0), to: path) }
    }

    /// An asset copied from the lessons folder (an image), byte for byte.
    static func writeFile(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try writeFile($0, to: path) }
    }

    private static func writeFile(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        let code = RawFile.replace(atPath: path, with: buffer)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    }
}
