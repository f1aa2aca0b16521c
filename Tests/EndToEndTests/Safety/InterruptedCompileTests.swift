import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C while a block compiles: the compiler runs in a session of its own (so a block's processes can be
/// ended with it), where the terminal's signal does not reach, so the builder must end it as it goes. The
/// compiler here never finishes a compile (it answers `--version` as the real one does), so only the
/// builder's ending it can stop it.
@Suite(.serialized) struct InterruptedCompileTests {
    static func endlessCompiler(in folder: URL) throws -> String {
        let real = try #require(
            ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let script = folder.appendingPathComponent("endless-swiftc")
        let text = """
            #!/bin/sh
            case "$1" in --version) exec \(real) "$@" ;; esac
            touch "$0.started"
            while :; do sleep 1; done

            """
        try Data(text.utf8).write(to: script)
        #expect(chmod(script.path, 0o755) == 0)
        return script.path
    }

    /// The processes alive (not zombies) whose command line holds `marker`.
    static func alive(holding marker: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name -> pid_t? in
            guard let pid = pid_t(name),
                let command = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
                String(decoding: command, as: UTF8.self).contains(marker),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let state = stat[stat.index(close, offsetBy: 2)]
            return state == "Z" || state == "X" ? nil : pid
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func theCompilerDoesNotOutliveTheBuilder(signal: Int32) throws {
        let course = try temporaryCourse(["en/01-a.md": "# A\n\n```swift\n// main.swift\nprint(1)\n```\n"])
        defer { try? FileManager.default.removeItem(at: course) }
        try FileManager.default.createDirectory(
            at: course.appendingPathComponent("kernels"), withIntermediateDirectories: true)
        let compiler = try Self.endlessCompiler(in: course)
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONBUILD_SWIFTC"] = compiler
        let builder = Process()
        builder.executableURL = productsDirectory.appendingPathComponent("lessonbuild")
        builder.arguments = ["check", "--kernels", "kernels"]
        builder.currentDirectoryURL = course
        builder.environment = environment
        builder.standardOutput = FileHandle.nullDevice
        builder.standardError = FileHandle.nullDevice
        try builder.run()
        let started = eventually(within: 120) { FileManager.default.fileExists(atPath: compiler + ".started") }
        #expect(started, "the compiler was never started")
        #expect(!Self.alive(holding: compiler).isEmpty)
        kill(builder.processIdentifier, signal)
        builder.waitUntilExit()
        #expect(builder.terminationReason == .uncaughtSignal && builder.terminationStatus == signal)
        let ended = eventually(within: 10) { Self.alive(holding: compiler).isEmpty }
        #expect(ended, "the compiler is still running after the builder ended")
        // What this test started and the builder left running is ended here, by its id.
        for pid in Self.alive(holding: compiler) { kill(pid, SIGKILL) }
    }
}
