import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--sandbox` as a stranger's lesson tries it: the runner's secrets (environment, files in `HOME` and beside
/// the course, a loopback service) stay out of reach, and nothing a block does outlives or escapes its
/// sandbox. Each probe is also run without `--sandbox` where that is harmless, to show it would find the
/// secret if the sandbox let it.
@Suite struct SandboxTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path
    let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path

    func lesson(_ blocks: [String]) -> String {
        "# Kum havuzu\n\n" + blocks.map { "```swift\n// main.swift\n\($0)\n```\n\n" }.joined()
    }

    /// A folder outside `/tmp` (the sandbox's private `/tmp` would hide one there anyway), readable by others
    /// as a checkout usually is, holding a course, the runner's home and a secret beside the course.
    struct Runner {
        let root: URL
        var course: URL { root.appendingPathComponent("course") }
        var home: URL { root.appendingPathComponent("home") }
        var besideTheCourse: URL { root.appendingPathComponent("secret.txt") }
        var inHome: URL { home.appendingPathComponent(".git-credentials") }

        init(secret: String, lesson: String) throws {
            root = packageRoot.appendingPathComponent(".build/sandbox-\(UUID().uuidString)")
            for folder in [root, root.appendingPathComponent("course/lessons/tr"), root.appendingPathComponent("home")]
            {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            }
            try Data("beside:\(secret)".utf8).write(to: besideTheCourse)
            try Data("home:\(secret)".utf8).write(to: inHome)
            try Data(lesson.utf8).write(to: course.appendingPathComponent("lessons/tr/01-a.md"))
        }

        var lessonText: String {
            (try? String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)) ?? ""
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// A loopback TCP service that answers every connection with an HTTP response holding the secret.
    final class LoopbackService {
        let socket: Int32
        let port: UInt16

        init(answering secret: String) throws {
            let listening = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(listening, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            try #require(bound == 0 && listen(listening, 8) == 0)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &length) }
            }
            socket = listening
            port = UInt16(bigEndian: address.sin_port)
            let answer = Array("HTTP/1.0 200 OK\r\nContent-Length: \(secret.utf8.count + 5)\r\n\r\nhttp:\(secret)".utf8)
            Thread {
                while true {
                    let connection = accept(listening, nil, nil)
                    if connection < 0 { return }
                    _ = answer.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
                    close(connection)
                }
            }.start()
        }

        func stop() {
            shutdown(socket, Int32(SHUT_RDWR))
            close(socket)
        }
    }

    /// The block that looks for every secret and prints what it found, or `yok` ("none") for each.
    func probe(_ runner: Runner, port: UInt16) -> String {
        """
        import Foundation
        import Glibc
        let environment = ProcessInfo.processInfo.environment
        print("env:", environment["LESSON_SECRET"] ?? "yok")
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let environs = processes.compactMap { FileManager.default.contents(atPath: "/proc/\\($0)/environ") }
        print("environ:", environs.contains { $0.range(of: Data("LESSON_SECRET=".utf8)) != nil } ? "var" : "yok")
        for path in ["\(runner.inHome.path)", NSHomeDirectory() + "/.git-credentials", "\(runner.besideTheCourse.path)"] {
            print("file:", (try? String(contentsOfFile: path, encoding: .utf8)) ?? "yok")
        }
        print("shadow:", FileManager.default.isReadableFile(atPath: "/etc/shadow") ? "okunur" : "yok")
        print("root:", (try? FileManager.default.contentsOfDirectory(atPath: "/root")) == nil ? "yok" : "okunur")
        let builders = processes.filter { entry in
            let command = (try? String(contentsOfFile: "/proc/\\(entry)/cmdline", encoding: .utf8)) ?? ""
            return command.contains("lessonbuild\\u{0}fill") || command.contains("LESSON_SECRET")
        }
        print("builder:", builders.isEmpty ? "yok" : "görünür")
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(\(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var answer = [UInt8](repeating: 0, count: 512)
        let count = connected == 0 ? read(connection, &answer, answer.count) : -1
        print("loopback:", count > 0 ? String(decoding: answer[..<count], as: UTF8.self).split(whereSeparator: \\.isNewline).last.map(String.init) ?? "" : "yok")
        """
    }

    /// Every file below a folder whose bytes hold `text`.
    func files(under folder: URL, holding text: String) -> [String] {
        everyFile(under: folder).filter { path in
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) ?? Data()
            return data.range(of: Data(text.utf8)) != nil
        }
    }

    @Test func theRunnersSecretsDoNotReachASandboxedBlock() throws {
        let secret = "s3cr3t-\(UUID().uuidString)"
        let service = try LoopbackService(answering: secret)
        defer { service.stop() }
        let runner = try Runner(secret: secret, lesson: "")
        defer { runner.remove() }
        try Data(lesson([probe(runner, port: service.port)]).utf8).write(
            to: runner.course.appendingPathComponent("lessons/tr/01-a.md"))
        var environment = ProcessInfo.processInfo.environment
        environment["LESSON_SECRET"] = secret
        environment["HOME"] = runner.home.path

        let filled = try run(
            builder, ["fill", "--sandbox", "--kernels", kernels], in: runner.course, environment: environment)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        let expected =
            "env: yok\nenviron: yok\nfile: yok\nfile: yok\nfile: yok\nshadow: yok\nroot: yok\nbuilder: yok\nloopback: yok"
        #expect(runner.lessonText.contains("```text\n\(expected)\n```"), "\(runner.lessonText)")
        let built = try run(
            builder, ["build", "--sandbox", "--kernels", kernels], in: runner.course, environment: environment)
        #expect(built.status == 0, "\(built.output)\(built.error)")
        for result in [filled, built] {
            #expect(!(result.output + result.error).contains(secret))
        }
        #expect(
            files(under: runner.course, holding: secret).isEmpty, "the lesson, the site and the cache hold no secret")
    }

    /// The same probe without `--sandbox` finds every secret: the probe can tell, so the test above can fail.
    @Test func withoutTheSandboxTheProbeFindsTheSecrets() throws {
        let secret = "s3cr3t-\(UUID().uuidString)"
        let service = try LoopbackService(answering: secret)
        defer { service.stop() }
        let runner = try Runner(secret: secret, lesson: "")
        defer { runner.remove() }
        try Data(lesson([probe(runner, port: service.port)]).utf8).write(
            to: runner.course.appendingPathComponent("lessons/tr/01-a.md"))
        var environment = ProcessInfo.processInfo.environment
        environment["LESSON_SECRET"] = secret
        environment["HOME"] = runner.home.path
        let filled = try run(builder, ["fill", "--kernels", kernels], in: runner.course, environment: environment)
        #expect(filled.status == 0, "\(filled.output)\(filled.error)")
        let text = runner.lessonText
        for line in [
            "env: \(secret)", "environ: var", "file: home:\(secret)", "file: beside:\(secret)", "builder: görünür",
            "loopback: http:\(secret)",
        ] {
            #expect(text.contains("\n\(line)\n"), "\(line): \(text)")
        }
    }

    /// Run as root (as in a CI container), a block can neither remount nor unmount what it is shown, write
    /// the course or its build cache, reach the host's `/tmp` or `/dev/shm`, signal the builder, leave a
    /// process behind, fork without limit or fill memory through its private `/tmp`; the blocks after it
    /// run as usual.
    @Test func aSandboxedBlockCannotEscapeOutliveOrExhaustItsSandbox() throws {
        let marker = "lessonbuild-kaçak-\(UUID().uuidString)"
        let sleeper = "\(Int.random(in: 100...999)).\(Int.random(in: 100...999))"
        let course = try temporaryCourse(["tr/01-a.md": ""])
        defer { try? FileManager.default.removeItem(at: course) }
        let blocks = [
            """
            import Foundation
            print("remount:", system("mount -o remount,rw / 2>/dev/null") == 0 ? "oldu" : "olmadı")
            print("umount:", system("umount -l /tmp 2>/dev/null") == 0 ? "oldu" : "olmadı")
            print("userns:", system("unshare -r -m true 2>/dev/null") == 0 ? "oldu" : "olmadı")
            print("lesson:", FileManager.default.createFile(atPath: "\(course.path)/lessons/tr/02-yeni.md", contents: Data("x".utf8)) ? "yazıldı" : "yok")
            print("relative:", FileManager.default.createFile(atPath: "lessons/tr/03-yeni.md", contents: Data("x".utf8)) ? "yazıldı" : "yok")
            print("cache:", fopen(ProcessInfo.processInfo.arguments[0], "r+") == nil ? "yok" : "yazılır")
            """,
            """
            import Foundation
            FileManager.default.createFile(atPath: "/tmp/\(marker)", contents: Data("x".utf8))
            FileManager.default.createFile(atPath: "/dev/shm/\(marker)", contents: Data("x".utf8))
            _ = system("setsid sleep \(sleeper) > /dev/null 2>&1 &")
            print("bıraktı")
            """,
            "import Glibc\n_ = kill(getppid(), SIGTERM)\n_ = kill(getppid(), SIGKILL)\nprint(\"sinyal\")",
            """
            import Glibc
            var children: [pid_t] = []
            var stopped = false
            for _ in 0..<2000 {
                var child = pid_t()
                let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
                if posix_spawn(&child, "/bin/sleep", nil, nil, arguments, environ) != 0 { stopped = true; break }
                children.append(child)
            }
            for child in children { kill(child, SIGKILL) }
            print("fork:", stopped ? "sınırda durdu" : "sınırsız")
            """,
            """
            import Foundation
            // Files of a megabyte each: one file is held to the output limit already.
            let megabyte = Data(count: 1 << 20)
            var written = 0
            while written < 200, (try? megabyte.write(to: URL(fileURLWithPath: "/tmp/dolu-\\(written)"))) != nil { written += 1 }
            print("tmp:", written < 200 ? "doldu" : "sınırsız")
            """,
            "print(\"sonra\")",
        ]
        try Data(lesson(blocks).utf8).write(to: course.appendingPathComponent("lessons/tr/01-a.md"))
        let result = try run(builder, ["fill", "--sandbox", "--kernels", kernels], in: course)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let text = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        let first = "remount: olmadı\numount: olmadı\nuserns: olmadı\nlesson: yok\nrelative: yok\ncache: yok"
        for transcript in [first, "bıraktı", "sinyal", "fork: sınırda durdu", "tmp: doldu", "sonra"] {
            #expect(text.contains("```text\n\(transcript)\n```"), "\(transcript): \(text)")
        }
        #expect(lessonFiles(in: course.appendingPathComponent("lessons")) == ["tr/01-a.md"])
        for folder in ["/tmp", "/dev/shm"] {
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/\(marker)"), "\(folder) of the host was written")
        }
        #expect(processes(mentioning: "sleep \(sleeper)").isEmpty, "a daemon outlived the check")
    }

    /// bubblewrap reports its command's death by a signal as an exit status: the builder still says what
    /// happened (the output limit, a trap), as without the sandbox.
    @Test func aSandboxedWorkersDeathIsDescribedAsWithoutTheSandbox() throws {
        let course = try temporaryCourse([
            "tr/01-a.md": lesson([
                "while true { print(String(repeating: \"x\", count: 1000)) }",
                "let numbers: [Int] = []\nprint(numbers[1])",
                "print(\"sonra\")",
            ])
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try run(builder, ["fill", "--sandbox", "--kernels", kernels, "--max-output", "1"], in: course)
        #expect(result.status == 1)
        #expect(result.output.contains("printed more than 1 MB"), "\(result.output.prefix(3000))")
        #expect(result.output.contains("trapped (signal"), "\(result.output.prefix(3000))")
        let text = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        #expect(text.contains("```text\nsonra\n```"), "\(text)")
    }

    /// Without the sandbox: a process a block moved into a session of its own (`setsid`) still ends when the
    /// block runs past `--timeout` and its worker is stopped.
    @Test func aDaemonOfABlockThatTimesOutDoesNotSurviveIt() throws {
        let sleeper = "\(Int.random(in: 100...999)).\(Int.random(in: 100...999))"
        let course = try temporaryCourse([
            "tr/01-a.md": lesson([
                "import Foundation\n_ = system(\"setsid sleep \(sleeper) > /dev/null 2>&1 &\")\nwhile true { usleep(1000) }",
                "print(\"sonra\")",
            ])
        ])
        defer { try? FileManager.default.removeItem(at: course) }
        let status = spawnAndWait([
            "/usr/bin/env", "-C", course.path, builder, "fill", "--kernels", kernels, "--timeout", "2",
        ])
        #expect(status == 1)
        let text = try String(contentsOf: course.appendingPathComponent("lessons/tr/01-a.md"), encoding: .utf8)
        #expect(text.contains("```text\nsonra\n```"), "\(text)")
        let left = processes(mentioning: "sleep \(sleeper)")
        left.forEach { _ = kill($0, SIGKILL) }
        #expect(left.isEmpty, "a daemon outlived its block's timeout")
    }

    /// A descriptor the builder inherited from whatever started it (here, one to a secret file) reaches no
    /// worker, with or without the sandbox.
    @Test(arguments: [[], ["--sandbox"]])
    func anInheritedDescriptorDoesNotReachABlock(options: [String]) throws {
        let secret = try Runner(secret: "fd-\(UUID().uuidString)", lesson: "")
        defer { secret.remove() }
        let block = """
            import Foundation
            let open = (3..<900).filter { fcntl(Int32($0), F_GETFD) >= 0 }
            let reads = open.compactMap { try? String(contentsOfFile: "/proc/self/fd/\\($0)", encoding: .utf8) }
            print("fd:", reads.contains { $0.contains("beside:") } ? "okunur" : "yok")
            """
        try Data(lesson([block]).utf8).write(to: secret.course.appendingPathComponent("lessons/tr/01-a.md"))
        let inherited = open(secret.besideTheCourse.path, O_RDONLY)
        try #require(inherited >= 0)
        defer { close(inherited) }
        let status = spawnAndWait(
            ["/usr/bin/env", "-C", secret.course.path, builder, "fill", "--kernels", kernels] + options)
        #expect(status == 0)
        #expect(secret.lessonText.contains("```text\nfd: yok\n```"), "\(secret.lessonText)")
    }

    /// Starts a program with every descriptor of this process it does not close on exec (as a shell or CI
    /// runner would hand its own), its output to /dev/null, and waits for that process only (not for what
    /// it left running); returns its exit status.
    func spawnAndWait(_ command: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    }
}
