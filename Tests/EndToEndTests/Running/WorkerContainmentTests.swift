import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a block may do to the builder and the machine with or without `--sandbox`: signal the builder, leave
/// a daemon behind when its worker dies, leave a mount over the course (as root), map more than
/// `--max-memory` through a shared mapping, and what the builder says when bubblewrap cannot start.
@Suite struct WorkerContainmentTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path

    func lesson(_ blocks: [String]) -> String {
        "# Kum havuzu\n\n" + blocks.map { "```swift\n// main.swift\n\($0)\n```\n\n" }.joined()
    }

    /// The 1-based line of each ```swift fence, found by reading the text (not by the parser under test).
    func fenceLines(_ text: String) -> [Int] {
        text.components(separatedBy: "\n").enumerated().filter { $0.element == "```swift" }.map { $0.offset + 1 }
    }

    func fill(_ course: URL, _ options: [String], environment: [String: String]? = nil) throws -> RunResult {
        try run(builder, ["fill", "--kernels", kernels] + options, in: course, environment: environment)
    }

    func text(of course: URL) throws -> String {
        try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
    }

    /// Without the sandbox a block can reach the builder's process: its signal fails that block, at its line,
    /// and the builder goes on with the next.
    @Test func aBlockThatSignalsTheBuilderFailsAtItsLineAndTheOthersRun() throws {
        let blocks = [
            "import Glibc\n_ = kill(getppid(), SIGTERM)\nprint(\"gönderdi\")",
            // From a process in a session of its own, two levels below the worker.
            "import Glibc\n_ = system(\"setsid sh -c 'kill -HUP \\(getppid()); sleep 2'\")\nprint(\"gönderdi\")",
            "import Glibc\n_ = kill(getppid(), SIGUSR1)\nprint(\"gönderdi\")",
            "print(\"sonra\")",
        ]
        let course = try temporaryCourse(["tr/01-a.md": lesson(blocks)])
        defer { try? FileManager.default.removeItem(at: course) }
        let lines = fenceLines(lesson(blocks))
        let result = try fill(course, [])
        #expect(result.status == 1, "\(result.output)\(result.error)")
        for (line, signal) in zip(lines, ["SIGTERM", "SIGHUP", "SIGUSR1"]) {
            #expect(
                result.output.contains("lessons/tr/01-a.md:\(line): error: the block sent \(signal) to the builder"),
                "\(result.output)")
        }
        #expect(result.output.contains("1 passed, 3 failed"), "\(result.output)")
        let filled = try text(of: course)
        #expect(filled.contains("```text\nsonra\n```"), "\(filled)")
        #expect(!filled.contains("gönderdi\n```"), "a block that signalled the builder got a transcript")
    }

    /// A process a block moved into a session of its own still ends when the block's worker dies under it
    /// (a trap) or the block ends the process early (`exit`), with or without the sandbox.
    @Test(arguments: [[], ["--sandbox"]])
    func aDaemonOfABlockWhoseWorkerDiesDoesNotSurviveIt(options: [String]) throws {
        let sleepers = (0..<2).map { _ in "\(Int.random(in: 100...999)).\(Int.random(in: 100...999))" }
        let start = { (sleeper: String) in "_ = system(\"setsid sleep \(sleeper) > /dev/null 2>&1 &\")" }
        let course = try temporaryCourse([
            "tr/01-a.md": lesson([
                "import Foundation\n\(start(sleepers[0]))\nlet numbers: [Int] = []\nprint(numbers[1])",
                "import Foundation\n\(start(sleepers[1]))\nexit(0)",
                "print(\"sonra\")",
            ])
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try fill(course, options)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.output.contains("trapped"), "\(result.output)")
        #expect(try text(of: course).contains("```text\nsonra\n```"))
        for sleeper in sleepers {
            let left = processes(mentioning: "sleep \(sleeper)")
            left.forEach { _ = kill($0, SIGKILL) }
            #expect(left.isEmpty, "the daemon sleep \(sleeper) outlived its worker")
        }
    }

    /// Run as root without the sandbox, a block may mount (it is root), but its mounts end with its worker:
    /// nothing stays over the course's lessons.
    @Test(.enabled(if: getuid() == 0)) func asRootABlocksMountsEndWithItsWorker() throws {
        let course = try temporaryCourse(["tr/01-a.md": ""])
        defer { try? FileManager.default.removeItem(at: course) }
        let lessons = course.appendingPathComponent("lessons").path
        let block = """
            import Foundation
            let mounted = system("mount -t tmpfs lessonbuild-test \(lessons)") == 0
            print("mount:", mounted ? "oldu" : "olmadı")
            print("yazıldı:", FileManager.default.createFile(atPath: "\(lessons)/02-yeni.md", contents: Data("# x\\n".utf8)))
            """
        try Data(lesson([block, "print(\"sonra\")"]).utf8).write(
            to: course.appendingPathComponent("lessons/tr/01-a.md"))
        let result = try fill(course, [])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(try text(of: course).contains("```text\nmount: oldu\nyazıldı: true\n```"), "the block's mount worked")
        #expect(lessonFiles(in: course.appendingPathComponent("lessons")) == ["tr/01-a.md"])
        let mounts = try String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)
        #expect(!mounts.contains(lessons), "a mount of the block is still over the lessons: \(mounts)")
    }

    /// `--max-memory` counts every mapping, shared ones too: past it a shared mapping is refused before a
    /// page of it exists, and an allocation fails with a message that names the limit. The same blocks
    /// under a limit above their size map and allocate (so the probe can tell).
    @Test(arguments: [[], ["--sandbox"]])
    func aSharedMappingOrAnAllocationPastTheMemoryLimitIsRefused(options: [String]) throws {
        let mapping = """
            import Glibc
            let size = 1 << 30
            let shared = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
            print("shared:", shared == MAP_FAILED ? "reddedildi" : "eşlendi")
            """
        let allocation = "let bytes = [UInt8](repeating: 1, count: 1 << 30)\nprint(bytes.count)"
        let blocks = [mapping, allocation]
        let lines = fenceLines(lesson(blocks))
        for (limit, expected) in [("256", "reddedildi"), ("3072", "eşlendi")] {
            let course = try temporaryCourse(["tr/01-a.md": lesson(blocks)])
            defer { try? FileManager.default.removeItem(at: course) }
            let result = try fill(course, options + ["--max-memory", limit])
            let filled = try text(of: course)
            #expect(filled.contains("```text\nshared: \(expected)\n```"), "--max-memory \(limit): \(filled)")
            let refused = "lessons/tr/01-a.md:\(lines[1]): error: the block ran out of memory: a worker may map 256 MB"
            #expect(result.output.contains(refused) == (limit == "256"), "\(result.output)")
            #expect(filled.contains("```text\n\(1 << 30)\n```") == (limit != "256"), "\(filled)")
        }
    }

    /// A bubblewrap that cannot make its sandbox (no user namespaces in a container, say) says why on its
    /// standard error: the compile, the first step it confines, fails with that reason.
    @Test func aSandboxThatCannotStartSaysWhatBubblewrapSaid() throws {
        let reason = "bwrap: No permissions to create new namespace \(UUID().uuidString)"
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("fake-bwrap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        let script = bin.appendingPathComponent("bwrap")
        try Data("#!/bin/sh\necho '\(reason)' >&2\nexit 1\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let course = try temporaryCourse(["tr/01-a.md": lesson(["print(\"merhaba\")"])])
        defer { try? FileManager.default.removeItem(at: course) }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try run(
            builder, ["check", "--sandbox", "--kernels", kernels], in: course, environment: environment)
        #expect(result.status == 1)
        #expect(
            result.output.contains("error: the compiler's sandbox did not start: " + reason), "\(result.output)")
        let line = fenceLines(lesson(["print(\"merhaba\")"]))[0]
        #expect(
            result.output.contains("lessons/tr/01-a.md:\(line): error: the block was not compiled"), "\(result.output)")
        #expect(result.output.hasSuffix("0 passed, 2 failed\n"), "\(result.output)")
    }
}
