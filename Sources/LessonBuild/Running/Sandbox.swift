import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs workers under bubblewrap (Debian's `bubblewrap`, the maintained unprivileged sandbox), for checking
/// lessons from strangers (`--sandbox`, e.g. in a pull request). The promise, in the README's threat model:
/// a block reads nothing of the runner but what a program needs to run, writes nothing that outlives its
/// worker, and reaches no process and no network service of the machine.
///
/// A worker starts from an empty root: the system (`/usr` and the top-level links into it), a few files of
/// `/etc` a program reads (`publicSystemFiles`), the toolchain's runtime libraries and the course's build
/// cache are shown read-only; `/tmp`, `HOME` and `/dev/shm` are small empty file systems of its own; `/proc`
/// shows its own processes only; there is no network, not even loopback. It runs in user, PID, IPC, UTS,
/// network and cgroup namespaces of its own with every capability dropped and no further user namespaces,
/// so even as root it cannot remount or unmount anything. When the builder runs as root, bubblewrap is
/// started (through `setpriv`) under a user ID no account has, so the process limit applies (the kernel
/// exempts root from it) and no file only root may read is readable.
struct Sandbox {
    var bubblewrap: String
    /// Host folders the worker needs, shown read-only at the same place: the folders of the libraries the
    /// builder itself runs with (the toolchain's runtime) and the course's build cache (compiled blocks,
    /// kernels, the worker's executable).
    var readOnly: [String] = []
    /// Host folders shown writable at the same place, over the read-only ones (the compiler's build cache:
    /// `CompilerSandbox`); none for a block's worker.
    var readWrite: [String] = []
    /// The builder's working directory: made, empty, in the sandbox, so relative paths resolve as outside.
    var workingDirectory = "/"
    /// `setpriv` and the user ID bubblewrap runs under; nil: as the builder's own user.
    var unprivileged: (setpriv: String, user: UInt32)?

    static let missingMessage =
        "--sandbox needs bubblewrap (`bwrap`), which is not installed: apt-get install bubblewrap"

    /// The private home folder (`HOME`), empty at every worker's start.
    static let home = "/home/lessonbuild"
    /// Sizes of the private file systems (they are memory: without a size, filling one would bypass `--max-memory`).
    static let temporaryBytes = 64 << 20
    static let homeBytes = 16 << 20
    static let sharedMemoryBytes = 16 << 20
    /// At most this many processes and threads of the sandbox's user at once (a fork storm stops there).
    static let processLimit = 256

    /// Variables of the builder's environment a block still sees (every other one may hold a secret: CI
    /// tokens, cloud credentials, `SSH_AUTH_SOCK`); `HOME` and `TMPDIR` are set to the private folders.
    static let keptVariables: Set<String> = ["PATH", "LANG", "LANGUAGE", "TZ"]

    /// Files of `/etc` shown read-only: the dynamic linker's cache, the local time zone, the public
    /// certificates and the `alternatives` links that some `/usr/bin` commands are. Nothing else of `/etc`
    /// (no `shadow`, no `passwd`, no host names, no service configuration).
    static let publicSystemFiles = [
        "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime",
        "/etc/timezone", "/etc/ssl", "/etc/ca-certificates", "/etc/alternatives",
    ]

    static func bubblewrap() -> String? { executable(named: "bwrap") }

    static func executable(named name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// What a sandboxed worker keeps of the builder's environment (the worker's own settings are added to it).
    static func environment(inheriting inherited: [String: String]) -> [String: String] {
        var kept = inherited.filter { keptVariables.contains($0.key) || $0.key.hasPrefix("LC_") }
        kept["HOME"] = home
        kept["TMPDIR"] = "/tmp"
        return kept
    }

    func wrap(_ command: [String]) -> [String] {
        let namespaces = [
            "--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
            "--unshare-cgroup-try", "--disable-userns", "--cap-drop", "ALL",
            "--die-with-parent", "--new-session",
            // Inside, the builder's own user and group, whichever user runs bubblewrap outside.
            "--uid", String(getuid()), "--gid", String(getgid()),
        ]
        var mounts = ["--ro-bind", "/usr", "/usr"] + Self.topLevelSystemFolders()
        mounts += Self.publicSystemFiles.flatMap(Self.shown)
        mounts += [
            "--dev", "/dev", "--proc", "/proc",
            "--size", String(Self.temporaryBytes), "--tmpfs", "/tmp",
            "--size", String(Self.sharedMemoryBytes), "--tmpfs", "/dev/shm",
            "--perms", "0700", "--size", String(Self.homeBytes), "--tmpfs", Self.home,
        ]
        // After the private /tmp, so a course or cache that lives under /tmp shows over it.
        mounts += readOnly.flatMap { ["--ro-bind", $0, $0] }
        mounts += readWrite.flatMap { ["--bind", $0, $0] }
        mounts += ["--dir", workingDirectory, "--chdir", workingDirectory, "--remount-ro", "/"]
        let sandboxed = [bubblewrap] + namespaces + mounts + ["--"] + command
        guard let unprivileged else { return sandboxed }
        let id = String(unprivileged.user)
        return [unprivileged.setpriv, "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--no-new-privs", "--"]
            + sandboxed
    }

    /// How the sandboxed command ended, from how bubblewrap did: it ends with 128 + N when its command died
    /// of signal N (so a block's own `exit(137)` reads as SIGKILL here, the one thing lost).
    static func commandTermination(_ bubblewrap: ChildProcess.Termination) -> ChildProcess.Termination {
        if case .exited(let status) = bubblewrap, status > 128, status < 128 + 65 { return .signalled(status - 128) }
        return bubblewrap
    }

    /// `/bin`, `/lib`, `/lib64`, `/sbin`…: links into `/usr` on a merged system, folders of their own on an
    /// older one.
    static func topLevelSystemFolders() -> [String] {
        ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"].flatMap(shown)
    }

    /// The arguments that show a host path read-only: a symbolic link as the same link (`/etc/localtime`
    /// names the time zone by its target), anything else bound; nothing when it does not exist.
    static func shown(_ path: String) -> [String] {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            return ["--symlink", target, path]
        }
        return FileManager.default.fileExists(atPath: path) ? ["--ro-bind", path, path] : []
    }

    /// Folders of the shared libraries mapped into this process outside the system folders: the toolchain's
    /// runtime (a worker is a copy of the builder, and blocks link against the same runtime).
    static func libraryFolders() -> [String] {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
        var folders = Set<String>()
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            guard path.hasSuffix(".so") || path.contains(".so.") else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            if !isSystemPath(folder) { folders.insert(folder) }
        }
        return folders.sorted()
    }

    static func isSystemPath(_ path: String) -> Bool {
        ["/usr", "/lib", "/lib32", "/lib64", "/libx32"].contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// The user bubblewrap runs under when the builder is root: one no account has (the builder's process
    /// ID in a range far above the accounts' and the ranges container tools hand out), so the process
    /// limit counts only this run's sandboxes. Nil when not root, without `setpriv`, or when another user
    /// could not reach one of the folders shown (the builder then runs bubblewrap as root, with every
    /// capability dropped all the same).
    static func unprivilegedUser(reaching folders: [String]) -> (setpriv: String, user: UInt32)? {
        guard getuid() == 0, let setpriv = executable(named: "setpriv"),
            folders.allSatisfy(othersCanRead)
        else { return nil }
        return (setpriv, 0x6000_0000 + UInt32(getpid()))
    }

    /// Whether a user other than the owner can list `folder` and every folder on the way to it.
    static func othersCanRead(_ folder: String) -> Bool {
        var path = URL(fileURLWithPath: folder).standardizedFileURL.path
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o005 == 0o005 else { return false }
        while path != "/" && !path.isEmpty {
            path = (path as NSString).deletingLastPathComponent
            guard stat(path, &status) == 0, status.st_mode & 0o001 != 0 else { return false }
        }
        return true
    }
}
