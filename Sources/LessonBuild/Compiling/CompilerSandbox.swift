import Foundation

/// The sandbox the compiler runs in under `--sandbox` (a block's code is a stranger's input to the compiler
/// as much as to the worker): the blocks' `Sandbox`, every namespace new, no network, every capability
/// dropped, with the toolchain and the course's lessons and kernels shown read-only and the build cache the
/// one place it may write (the compiler's temporary folder included, also when it is not in the cache).
///
/// It runs as the builder's own user, never the blocks' unprivileged one: the compiler must write the
/// cache, which belongs to the builder, and making it writable for a user ID that changes every run would
/// mean giving the whole cache away (and back) each time. So a builder run as root compiles as root in a
/// user namespace of its own with no capability at all: it may write only files root owns, and only in the
/// folders shown; the system's files it could read as root are the public ones of `/usr`. The price is no
/// process limit (the kernel exempts root); `--compile-timeout` still ends the compile and all it started.
enum CompilerSandbox {
    static func make(
        bubblewrap: String, compiler: String, course: CourseLayout, cache: String, temporaryFolder: String
    ) -> Sandbox {
        let shown = [course.lessonsDirectory, course.kernelsDirectory].map(absolute).filter(exists)
        var readOnly = Sandbox.libraryFolders() + toolchainFolders(of: compiler)
        readOnly += shown.filter { folder in !readOnly.contains { RealPath.isInside(folder, $0) } }
        let writable = Array(Set([cache, temporaryFolder].map(absolute))).sorted()
        return Sandbox(
            bubblewrap: bubblewrap, readOnly: readOnly,
            readWrite: writable.filter { folder in !writable.contains { $0 != folder && RealPath.isInside(folder, $0) }
            },
            unprivileged: nil)
    }

    /// The toolchain the compiler belongs to, whole (the driver starts `swift-frontend`, `clang` and the
    /// linker beside it): its `usr` folder when it is `…/usr/bin/swiftc`, else its own folder; and the
    /// toolchain of the builder's runtime, where `LESSONBUILD_SWIFTC` names a wrapper of the real compiler.
    static func toolchainFolders(of compiler: String) -> [String] {
        let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
        let own = resolved.lastPathComponent == "bin" ? resolved.deletingLastPathComponent().path : resolved.path
        let folders = [own] + (SwiftCompiler.runtimeToolchain().map { [$0] } ?? [])
        return Array(Set(folders.filter { !Sandbox.isSystemPath($0) })).sorted()
    }

    /// The names workers' sandbox under `--sandbox`: the compiler's (SourceKit is the compiler, asked about
    /// the same stranger's code), with the worker's own executable shown read-only and the builder's working
    /// folder as the worker's.
    static func names(bubblewrap: String, compiler: String, course: CourseLayout, cache: String, worker: URL)
        -> Sandbox
    {
        var sandbox = make(
            bubblewrap: bubblewrap, compiler: compiler, course: course, cache: cache, temporaryFolder: cache)
        let folder = worker.resolvingSymlinksInPath().deletingLastPathComponent().path
        if !(sandbox.readOnly + sandbox.readWrite).contains(where: { RealPath.isInside(folder, $0) }) {
            sandbox.readOnly.append(folder)
        }
        sandbox.workingDirectory = absolute(FileManager.default.currentDirectoryPath)
        return sandbox
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
