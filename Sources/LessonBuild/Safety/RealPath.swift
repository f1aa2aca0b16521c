import Foundation

/// Paths as the kernel sees them: absolute, every symbolic link resolved. Safety decisions (is this folder
/// inside the project? is this lesson really in the lessons folder?) are made on these, never on the text
/// the user typed, so `..`, `./x/../..` and links cannot hide where a path leads.
enum RealPath {
    /// The real path of `path`. Components that do not exist yet are appended as written, with `.` and
    /// `..` applied to the real path of the part that exists.
    static func resolve(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var rest = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)[...]
        var resolved = "/"
        while let next = rest.first {
            let candidate = (resolved == "/" ? "" : resolved) + "/" + next
            guard let real = realPath(candidate) else { break }
            resolved = real
            rest = rest.dropFirst()
        }
        var parts = resolved.split(separator: "/").map(String.init)
        for component in rest {
            switch component {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The real path of an existing file, or nil.
    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether `path` is `folder` or lies below it (both real paths).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// Whether a process with this id exists (used to tell a leftover of a dead run from a running one).
    static func processExists(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
