import Foundation
import Testing

/// What a block does to its process stays with it: directory, environment, child processes, exit, the
/// output and time it takes; and a killed builder leaves no worker behind.
@Suite struct IsolationTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path

    func lesson(_ blocks: [String]) -> String {
        "# Yalıtım\n\n" + blocks.map { "```swift\n// main.swift\n\($0)\n```\n\n" }.joined()
    }

    /// Fills a scratch lesson of these blocks (`prepare` may add files to the course first); returns what
    /// `fill` printed and the lesson as it left it.
    func fill(_ blocks: [String], options: [String] = [], prepare: (URL) throws -> Void = { _ in }) throws -> (
        result: RunResult, text: String
    ) {
        let course = try temporaryCourse(["tr/01-a.md": lesson(blocks)])
        defer { try? FileManager.default.removeItem(at: course) }
        try prepare(course)
        let result = try run(
            builder, ["fill"] + (options.contains("--kernels") ? [] : ["--kernels", kernels]) + options, in: course)
        return (result, try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8))
    }

    @Test func directoryEnvironmentAndChildrenDoNotReachTheNextBlock() throws {
        let course = try temporaryCourse([
            "tr/01-a.md": lesson([
                "import Foundation\nFileManager.default.changeCurrentDirectoryPath(\"/\")\nsetenv(\"SIZINTI\", \"1\", 1)\n_ = system(\"sleep 29.871 &\")\nprint(\"bitti\")",
                "import Foundation\nprint(FileManager.default.currentDirectoryPath == \"/\", ProcessInfo.processInfo.environment[\"SIZINTI\"] ?? \"yok\")",
            ])
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let started = Date()
        let result = try run(builder, ["fill", "--kernels", kernels], in: course)
        #expect(result.status == 0, "\(result.output)")
        // The background `sleep` neither kept the command waiting nor outlived it.
        #expect(Date().timeIntervalSince(started) < 25)
        let text = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        #expect(text.contains("```text\nfalse yok\n```"), "\(text)")
        let sleepers = try run("/usr/bin/env", ["pgrep", "-f", "sleep 29.871"])
        #expect(sleepers.output.isEmpty, "left running: \(sleepers.output)")
    }

    /// Work a block leaves running on a thread (a `DispatchQueue` closure, a `Thread`) ends with it, as it
    /// ends with a standalone program: it never prints into the next block's transcript.
    @Test func workLeftOnThreadsDoesNotPrintIntoTheNextBlock() throws {
        let (result, text) = try fill([
            "import Dispatch\nimport Glibc\nDispatchQueue.global().async { usleep(200_000); print(\"geç\") }\nprint(\"birinci\")",
            "import Foundation\nThread { usleep(200_000); print(\"iş parçacığı\") }.start()\nprint(\"ikinci\")",
            "import Glibc\nusleep(500_000)\nprint(\"üçüncü\")",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(text.contains("```text\nbirinci\n```"), "\(text)")
        #expect(text.contains("```text\nikinci\n```"), "\(text)")
        #expect(text.contains("```text\nüçüncü\n```"), "\(text)")
    }

    /// Standard output's buffering, and work a synchronous block leaves on the main queue (which a standalone
    /// program never runs: it ends first), stay with the block that did it.
    @Test func bufferingAndTheMainQueueDoNotReachTheNextBlock() throws {
        let (result, text) = try fill([
            "import Glibc\nsetvbuf(stdout, nil, _IOFBF, 4096)\nprint(\"a\")",
            "import Foundation\nprint(\"one\")\nFileHandle.standardOutput.write(\"two\\n\".data(using: .utf8)!)\nprint(\"three\")",
            "import Dispatch\nDispatchQueue.main.async { print(\"kuyruk\") }\nprint(\"c\")",
            "print(\"d0\")\ntry? await Task.sleep(nanoseconds: 1_000_000)\nprint(\"d\")",
        ])
        #expect(result.status == 0, "\(result.output)")
        for transcript in ["a", "one\ntwo\nthree", "c", "d0\nd"] {
            #expect(text.contains("```text\n\(transcript)\n```"), "\(transcript): \(text)")
        }
    }

    /// State the process keeps for every program in it (the default notification center, the standard user
    /// defaults, the C library's random numbers, a thread's dictionary) is fresh for every block, as for a
    /// program of its own: one block's observer, setting or seed never reaches another.
    @Test func processWideStateIsFreshForEveryBlock() throws {
        let (result, text) = try fill([
            "import Foundation\nlet seen = NotificationCenter.default.addObserver(forName: .init(\"Ping\"), object: nil, queue: nil) { _ in print(\"A got ping\") }\nUserDefaults.standard.set(7, forKey: \"k\")\nsrand(7)\nThread.current.threadDictionary[\"k\"] = 1\nprint(\"a\")",
            "import Foundation\nNotificationCenter.default.post(name: .init(\"Ping\"), object: nil)\nprint(\"posted\", UserDefaults.standard.integer(forKey: \"k\"), rand(), Thread.current.threadDictionary.count)",
        ])
        #expect(result.status == 0, "\(result.output)")
        let oracle = try Oracle.output(
            of:
                "// main.swift\nimport Foundation\nNotificationCenter.default.post(name: .init(\"Ping\"), object: nil)\nprint(\"posted\", UserDefaults.standard.integer(forKey: \"k\"), rand(), Thread.current.threadDictionary.count)\n"
        )
        #expect(oracle.output.hasPrefix("posted 0 1804289383 0"), "\(oracle.output)")
        #expect(text.contains("```text\n" + oracle.output + "```"), "\(text)")
    }

    /// An import is a block's own, for members too: a block without `import Foundation` compiled into the
    /// same module as one with it does not find Foundation's members (whose `contains` answers otherwise),
    /// while a kernel's import brings them to every block, as a kernel file does for `main.swift`.
    @Test func importsDoNotReachAnotherBlockButAKernelsDo() throws {
        let own = "print(\"swift\".contains(\"\"), [1, 2].contains(2))"
        let (result, text) = try fill(["import Foundation\nprint(\"swift\".contains(\"\"))", own])
        #expect(result.status == 0, "\(result.output)")
        let alone = try Oracle.output(of: "// main.swift\n" + own + "\n")
        #expect(alone.output == "true true\n", "\(alone.output)")
        #expect(text.contains("```text\nfalse\n```") && text.contains("```text\n" + alone.output + "```"), "\(text)")

        let (withKernel, kernelText) = try fill(
            ["print(\"a b\".components(separatedBy: \" \"), \"swift\".contains(\"\"), stamp())"],
            options: ["--kernels", "kernels"]
        ) { course in
            _ = try writeKernel(
                "Damga", "import Foundation\n\nfunc stamp() -> String { String(format: \"%03d\", 7) }\n", in: course)
        }
        #expect(withKernel.status == 0, "\(withKernel.output)")
        #expect(kernelText.contains("```text\n[\"a\", \"b\"] false 007\n```"), "\(kernelText)")
    }

    /// An import with an access level (SE-0409) would make the plain imports of the same module in the other
    /// blocks of a shared module errors: such a block has a module of its own, and both compile.
    @Test func anAccessLevelImportStaysWithItsBlock() throws {
        let (result, text) = try fill([
            "private import Foundation\nprint(String(format: \"%02d\", 7))",
            "import Foundation\nprint(\"a,b\".components(separatedBy: \",\"))",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(text.contains("```text\n07\n```") && text.contains("```text\n[\"a\", \"b\"]\n```"), "\(text)")
    }

    /// A kernel that keeps state in a global: standalone, every program starts with it fresh, so every
    /// block runs in a process of its own, and the author is told why at the declaration.
    @Test func kernelStateIsFreshForEveryBlock() throws {
        let (result, text) = try fill(
            Array(repeating: "print(sonraki())", count: 4), options: ["--kernels", "kernels"]
        ) { course in
            _ = try writeKernel(
                "Sayac",
                "// Sayaç.\nvar cagrilar = 0\n\nfunc sonraki() -> Int {\n    cagrilar += 1\n    return cagrilar\n}\n",
                in: course)
        }
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.contains("kernels/Sayac.swift:2: warning: `cagrilar` keeps its value for the whole process"),
            "\(result.output)")
        #expect(text.components(separatedBy: "```text\n1\n```").count == 5, "\(text)")
    }

    @Test func exitZeroEndsTheBlockNormallyAndOtherStatusesFail() throws {
        let (result, text) = try fill([
            "import Foundation\nprint(\"önce\")\nexit(0)\nprint(\"sonra\")",
            "import Foundation\nprint(\"üç\")\nexit(3)",
            "print(\"devam\")",
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("exit status 3"), "\(result.output)")
        #expect(text.contains("print(\"sonra\")\n```\n\n```text\nönce\n```"), "\(text)")
        #expect(text.contains("```text\ndevam\n```"))
        #expect(!text.contains("```text\nüç"))
    }

    @Test func outputBeyondTheLimitIsAFailureNotATranscript() throws {
        let (result, text) = try fill(
            [
                "while true { print(String(repeating: \"x\", count: 1000)) }",
                "print(\"sonraki\")",
            ], options: ["--max-output", "1", "--timeout", "20"])
        #expect(result.status == 1)
        #expect(result.output.contains("printed more than 1 MB"), "\(result.output.prefix(3000))")
        #expect(result.output.utf8.count < 20_000, "the report itself is bounded")
        #expect(text.contains("```text\nsonraki\n```"))
        #expect(!text.contains("xxxxxxxxxx\n```"))
    }

    @Test func aSandboxedBlockCannotWriteTheCourse() throws {
        let original = "# Hedef\n\nMetin.\n"
        let course = try temporaryCourse([
            "tr/01-a.md": lesson([
                "import Foundation\nlet yazildi = FileManager.default.createFile(atPath: \"lessons/tr/02-b.md\", contents: Data(\"silindi\".utf8))\nprint(\"yazıldı:\", yazildi)"
            ]),
            "tr/02-b.md": original,
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try run(builder, ["fill", "--sandbox", "--kernels", kernels, "lessons/tr/01-a.md"], in: course)
        #expect(result.status == 0, "\(result.output)")
        #expect(
            try String(contentsOf: course.appendingPathComponent("lessons/tr/02-b.md"), encoding: .utf8) == original)
        let text = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        #expect(text.contains("```text\nyazıldı: false\n```"), "\(text)")
    }

    /// What blocks print is captured in memory, never in the temporary folder: a full disk there cannot cut a
    /// transcript short (output far larger than the whole file system is filled in whole).
    @Test func aFullTemporaryFolderCannotCutATranscriptShort() throws {
        let text = lesson(["print(String(repeating: \"x\", count: 400_000))", "print(\"iki\")"])
        let course = try temporaryCourse(["tr/01-a.md": text])
        let tiny = course.appendingPathComponent("tiny")
        try FileManager.default.createDirectory(at: tiny, withIntermediateDirectories: true)
        // A small file system of its own (the tests run as root, as CI does), filled to the last byte.
        let mounted = try run("/usr/bin/env", ["mount", "-t", "tmpfs", "-o", "size=192k", "tmpfs", tiny.path])
        try #require(mounted.status == 0, "cannot mount a tmpfs here: \(mounted.error)")
        defer {
            _ = try? run("/usr/bin/env", ["umount", tiny.path])
            try? FileManager.default.removeItem(at: course)
        }
        _ = try? Data(count: 1 << 20).write(to: tiny.appendingPathComponent("filler"))
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tiny.path
        let result = try run(builder, ["fill", "--kernels", kernels], in: course, environment: environment)
        #expect(result.status == 0, "\(result.output)")
        let filled = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        #expect(filled.contains("```text\n" + String(repeating: "x", count: 400_000) + "\n```"), "the whole line, once")
        #expect(filled.contains("```text\niki\n```"))
    }

    @Test func memoryBeyondTheLimitAndClosedDescriptorsAreClearFailures() throws {
        let course = try temporaryCourse([
            "tr/01-a.md": lesson([
                "var blocks: [[UInt8]] = []\nfor _ in 0..<64 { blocks.append([UInt8](repeating: 1, count: 64 << 20)) }\nprint(blocks.count)",
                "import Glibc\nfor descriptor in 3..<4096 { close(Int32(descriptor)) }\nprint(\"kapandı\")",
                "print(\"sonra\")",
            ])
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try run(builder, ["fill", "--kernels", kernels, "--max-memory", "256"], in: course)
        #expect(result.status == 1)
        let text = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        #expect(!text.contains("```text\n64"), "the allocation was refused")
        #expect(result.output.contains("closed the descriptor its worker reports through"), "\(result.output)")
        #expect(text.contains("```text\nsonra\n```"))
    }

    @Test func killingTheBuilderEndsItsWorkers() throws {
        let course = try temporaryCourse(["tr/01-a.md": lesson(["var n = 0\nwhile true { n &+= 1 }"])])
        defer { try? FileManager.default.removeItem(at: course) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: builder)
        process.arguments = ["check", "--kernels", kernels, "--timeout", "60"]
        process.currentDirectoryURL = course
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var workers: [Int32] = []
        _ = eventually(within: 30) {
            workers = children(of: process.processIdentifier).filter {
                environment(of: $0).contains("LESSONBUILD_WORKER=1")
            }
            return !workers.isEmpty
        }
        #expect(!workers.isEmpty, "no worker seen")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // Workers die of the parent's death asynchronously: wait for it, up to a limit.
        let alive = { workers.filter { !commandLine(of: $0).isEmpty } }
        _ = eventually(within: 10) { alive().isEmpty }
        #expect(alive().isEmpty, "workers left running: \(alive())")
    }

    func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// The environment a process was started with (as the kernel keeps it; later `unsetenv` calls do not show).
    func environment(of pid: Int32) -> [String] {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") ?? Data()
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

}
