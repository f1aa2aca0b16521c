import Foundation
import Testing

/// `--sandbox` starts every names worker (SourceKit, asked about a stranger's code) under bubblewrap, as it
/// does the compiler: a `bwrap` first on the PATH that notes each names worker it is asked to start (then
/// starts the real one) sees them with `--sandbox` and none without, and the page shows the names either way,
/// so SourceKit works inside its sandbox.
@Suite struct NamesSandboxTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    /// A folder holding a `bwrap` that appends its arguments to `log` when it starts a names worker (its
    /// environment names one), then runs the real bubblewrap with them.
    func notingBubblewrap(in folder: URL, log: URL, real: String) throws {
        let script = """
            #!/bin/sh
            if [ -n "$LESSONBUILD_NAMES_WORKER" ]; then echo "$*" >> '\(log.path)'; fi
            exec '\(real)' "$@"
            """
        let file = folder.appendingPathComponent("bwrap")
        try Data(script.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    @Test(arguments: [true, false])
    func namesWorkersStartInTheSandboxOnlyWithTheOption(sandboxed: Bool) throws {
        let real = try #require(realBubblewrap(), "bubblewrap is not installed (scripts/setup installs it)")
        let lesson =
            "# A\n\n```swift\n// main.swift\nlet word = greet(\"Ayşe\")\nprint(word)\n```\n\n"
            + "```text\nMerhaba, Ayşe\n```\n"
        let course = try temporaryCourse(["tr/01-a.md": lesson])
        defer { try? FileManager.default.removeItem(at: course) }
        _ = try writeKernel(
            "Greet", "public func greet(_ name: String) -> String { \"Merhaba, \\(name)\" }\n", in: course)
        let tools = course.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let log = course.appendingPathComponent("bwrap.log")
        try notingBubblewrap(in: tools, log: log, real: real)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try run(
            builder, ["build", "--kernels", "kernels", "--output", "site"] + (sandboxed ? ["--sandbox"] : []),
            in: course, environment: environment)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(!result.error.contains("show no names"), "\(result.error)")
        let starts = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
        if sandboxed {
            #expect(!starts.isEmpty, "no names worker was started under bubblewrap")
            for start in starts {
                #expect(start.contains("--unshare-net") && start.contains("--cap-drop ALL"), "\(start)")
                #expect(start.hasSuffix("/lessonbuild"), "\(start)")
            }
        } else {
            #expect(starts.isEmpty, "\(starts)")
        }
        let page = try String(contentsOf: course.appendingPathComponent("site/tr/01-a.html"), encoding: .utf8)
        // The block's `word` and `greet` are resolved names: the page carries their data.
        #expect(page.contains("data-names=\""), "the page shows no names")
        #expect(page.contains("<code>public func greet(_ name: String) -&gt; String</code>"), "no declaration of greet")
    }

    func realBubblewrap() -> String? {
        ["/usr/bin/bwrap", "/bin/bwrap"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
