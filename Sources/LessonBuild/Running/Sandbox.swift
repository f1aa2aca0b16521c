import Foundation

/// Runs workers under bubblewrap (Debian's `bubblewrap`, the maintained unprivileged sandbox): the whole
/// file system read-only, a private `/tmp`, no network, a PID namespace of its own. A worker writes
/// nothing on disk: what blocks print goes to files in memory the builder handed it. For checking lessons from strangers (`--sandbox`), e.g. in a pull request.
struct Sandbox {
    var bubblewrap: String
    /// Folders shown read-only again over the private `/tmp` (a course or its build cache may live there).
    var readOnly: [String] = []

    static let missingMessage = "--sandbox needs bubblewrap (`bwrap`), which is not installed: apt-get install bubblewrap"

    static func bubblewrap() -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/bwrap"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    func wrap(_ command: [String]) -> [String] {
        [bubblewrap, "--die-with-parent", "--new-session", "--unshare-net", "--unshare-pid", "--unshare-ipc",
         "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
            + readOnly.flatMap { ["--ro-bind", $0, $0] } + ["--"] + command
    }
}
