import Foundation
import Testing

@testable import LessonBuild

/// What `--sandbox` hands bubblewrap: checked on the arguments and environment themselves (the end-to-end
/// `SandboxTests` check what a block then sees).
@Suite struct SandboxArgumentsTests {
    @Test func onlyTheAllowListOfTheEnvironmentIsKept() {
        let builder = [
            "PATH": "/usr/bin", "LANG": "tr_TR.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "Europe/Istanbul",
            "GITHUB_TOKEN": "t", "AWS_SECRET_ACCESS_KEY": "k", "SSH_AUTH_SOCK": "/run/ssh", "HOME": "/root",
            "TMPDIR": "/var/tmp", "LD_PRELOAD": "/tmp/x.so",
        ]
        let kept = Sandbox.environment(inheriting: builder)
        #expect(
            kept == [
                "PATH": "/usr/bin", "LANG": "tr_TR.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "Europe/Istanbul",
                "HOME": "/home/lessonbuild", "TMPDIR": "/tmp",
            ])
    }

    @Test func everyNamespaceIsNewAndNoCapabilityIsKept() {
        let arguments = Sandbox(bubblewrap: "/usr/bin/bwrap").wrap(["/bin/true"])
        for option in [
            "--unshare-user", "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
            "--disable-userns", "--die-with-parent", "--new-session",
        ] {
            #expect(arguments.contains(option), "\(option)")
        }
        #expect(zip(arguments, arguments.dropFirst()).contains { $0 == "--cap-drop" && $1 == "ALL" })
        // Nothing of the host's root is shown whole.
        #expect(!zip(arguments, arguments.dropFirst()).contains { $0.hasSuffix("bind") && $1 == "/" })
        #expect(arguments.suffix(2) == ["--", "/bin/true"])
    }

    @Test func asRootBubblewrapRunsUnderAnotherUser() {
        let arguments = Sandbox(bubblewrap: "/usr/bin/bwrap", unprivileged: ("/usr/bin/setpriv", 0x6000_0001)).wrap([
            "/bin/true"
        ])
        #expect(
            Array(arguments.prefix(7)) == [
                "/usr/bin/setpriv", "--reuid=1610612737", "--regid=1610612737",
                "--clear-groups", "--no-new-privs", "--", "/usr/bin/bwrap",
            ])
    }

    @Test func bubblewrapsStatusAfterASignalReadsAsTheSignal() {
        #expect(Sandbox.commandTermination(.exited(128 + 25)) == .signalled(25))
        #expect(Sandbox.commandTermination(.exited(3)) == .exited(3))
        #expect(Sandbox.commandTermination(.signalled(9)) == .signalled(9))
    }

    @Test func aFolderOnlyItsOwnerCanEnterIsNotReachableByOthers() throws {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
        let inner = outer.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outer) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: outer.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: inner.path)
        #expect(Sandbox.othersCanRead(inner.path))
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: outer.path)
        #expect(!Sandbox.othersCanRead(inner.path))
    }

    /// The compiler's sandbox: the cache (and a temporary folder outside it) writable, the course's lessons
    /// and kernels read-only, the compiler's toolchain shown, and never another user (it writes the cache).
    @Test func theCompilersSandboxWritesOnlyTheCache() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("compiler-\(UUID().uuidString)")
        for folder in ["lessons", "kernels", ".build/lessonbuild/tmp", "elsewhere", "toolchain/usr/bin"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let path = { (folder: String) in root.appendingPathComponent(folder).path }
        let sandbox = CompilerSandbox.make(
            bubblewrap: "/usr/bin/bwrap", compiler: path("toolchain/usr/bin/swiftc"),
            course: CourseLayout(lessonsDirectory: path("lessons"), kernelsDirectory: path("kernels")),
            cache: path(".build/lessonbuild"), temporaryFolder: path("elsewhere"))
        let arguments = sandbox.wrap(["swiftc"])
        let pairs = Array(zip(arguments, arguments.dropFirst()))
        for folder in [".build/lessonbuild", "elsewhere"] {
            #expect(pairs.contains { $0 == "--bind" && $1 == path(folder) }, "\(folder)")
        }
        for folder in ["lessons", "kernels", "toolchain/usr"] {
            #expect(pairs.contains { $0 == "--ro-bind" && $1 == path(folder) }, "\(folder)")
            #expect(!pairs.contains { $0 == "--bind" && $1 == path(folder) }, "\(folder)")
        }
        #expect(!pairs.contains { $0.hasSuffix("bind") && $1 == root.path })
        #expect(arguments.first == "/usr/bin/bwrap")
        #expect(arguments.contains("--unshare-net") && arguments.contains("--die-with-parent"))
    }
}
