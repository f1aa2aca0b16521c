import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `lessonbuild preview` as an author uses it: started on a temporary copy of a small course, edited while
/// it runs, stopped with Ctrl-C. Blocks are compiled as they change, so edits to code are checked too.
@Suite(.serialized) struct PreviewTests {
    static let lessonKey = "tr/03-declarations.md"
    static let page = "tr/03-declarations.html"

    /// A running preview in a folder of its own: lessons, kernels, its temporary folder and its site.
    final class Preview {
        let folder: URL
        let process = Process()
        let log: URL
        var port = 0
        let lessons: URL
        let lesson: URL
        let temporary: URL
        let site: URL
        let original: String

        init() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "preview-e2e-\(UUID().uuidString)")
            self.folder = folder
            lessons = folder.appendingPathComponent("lessons")
            lesson = lessons.appendingPathComponent(PreviewTests.lessonKey)
            temporary = folder.appendingPathComponent("tmp")
            site = folder.appendingPathComponent("site")
            log = folder.appendingPathComponent("output.txt")
            let source = packageRoot.appendingPathComponent("Tests/Fixtures/lessons").appendingPathComponent(
                PreviewTests.lessonKey)
            try FileManager.default.createDirectory(
                at: lesson.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: lesson)
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("Sources/Kernels").resolvingSymlinksInPath(),
                to: folder.appendingPathComponent("kernels"))
            original = try String(contentsOf: lesson, encoding: .utf8)
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.executableURL = productsDirectory.appendingPathComponent("lessonbuild")
            process.arguments = [
                "preview", "--port", "0", "--lessons", lessons.path, "--kernels",
                folder.appendingPathComponent("kernels").path,
                "--output", site.path,
            ]
            process.currentDirectoryURL = folder
            // The builder's copies and their capture files go to TMPDIR: a folder of this test's own, so
            // that what is left behind can be found.
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporary.path
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = process.standardOutput
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let found = eventually(within: 60) { self.printedPort() != nil }
            port = printedPort() ?? 0
            guard found, port > 0 else { throw PreviewError(description: "no URL printed:\n\(output)") }
        }

        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        /// The port of the URL line, which stands alone on its line.
        func printedPort() -> Int? {
            for line in output.split(separator: "\n") where line.hasPrefix("http://127.0.0.1:") && line.hasSuffix("/") {
                return Int(line.dropFirst("http://127.0.0.1:".count).dropLast())
            }
            return nil
        }

        func get(_ path: String) throws -> (status: Int, body: String) {
            let connection = try PreviewConnection(port: port)
            connection.send("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
            while connection.readSome() {}
            let text = connection.text
            let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
            let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
            return (status, body)
        }

        func status() throws -> [String: Any] {
            let body = try get("/__lessonbuild/status.json").body
            return (try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]) ?? [:]
        }

        func diagnostics() throws -> [[String: Any]] {
            try status()["diagnostics"] as? [[String: Any]] ?? []
        }

        /// Writes the lesson as an editor does (a new file renamed over the old one) and waits for the
        /// reload event that follows.
        func edit(_ text: String) throws {
            try edit(bytes: Data(text.utf8))
        }

        /// Does `change` and waits for the reload event that follows.
        func edit(bytes: Data?) throws {
            let stream = try PreviewConnection(port: port)
            stream.send("GET /__lessonbuild/events HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
            guard stream.read(until: "event: hello") else { throw PreviewError(description: "no hello event") }
            if let bytes {
                try bytes.write(to: lesson, options: .atomic)
            } else {
                try FileManager.default.removeItem(at: lesson)
            }
            guard stream.read(until: "event: reload") else {
                throw PreviewError(description: "no reload event after the edit:\n\(output)")
            }
        }

        /// Waits until the status satisfies `condition`: a reload event does not say which saves its rebuild
        /// covered (the one `edit` waited for may have been queued before the write).
        func waitForStatus(_ condition: ([[String: Any]]) -> Bool) throws -> Bool {
            eventually(within: 60) { (try? self.diagnostics()).map(condition) ?? false }
        }

        deinit {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static func overlayErrors(_ diagnostics: [[String: Any]]) -> [[String: Any]] {
        diagnostics.filter { $0["overlay"] as? Bool == true }
    }

    @Test func servesRebuildsOnEveryEditAndStopsCleanly() throws {
        let preview = try Preview()
        #expect(try preview.waitForStatus { _ in true })
        #expect(eventually(within: 60) { (try? preview.status()["building"] as? Bool) == false })

        // First build: the blocks have no transcripts yet. That is shown in the page, not as an overlay error.
        let first = try preview.diagnostics()
        #expect(first.contains { $0["kind"] as? String == "missing-transcript" })
        #expect(Self.overlayErrors(first).isEmpty, "\(first)")
        let page = try preview.get("/" + Self.page)
        #expect(page.status == 200)
        #expect(page.body.contains("Card(ışık × 2)"))  // what the first block prints
        #expect(page.body.contains(" defer></script></body>"))
        #expect(page.body.contains("<script src=\"/__lessonbuild/preview.js\" data-generation=\""))

        // Prose edit: the page is served with the new text after a reload event.
        try preview.edit(
            preview.original.replacingOccurrences(
                of: "A type used before it is declared", with: "PROSE-EDIT-42: a type used before it is declared"))
        #expect(eventually(within: 60) { (try? preview.get("/" + Self.page).body.contains("PROSE-EDIT-42")) == true })

        // A transcript that is not what the block prints: a mismatch, with the diff, for the overlay.
        let closing = "print(screen.summary())\n```\n"
        #expect(preview.original.contains(closing))
        try preview.edit(
            preview.original.replacingOccurrences(of: closing, with: closing + "\n```text\nwrong output\n```\n"))
        #expect(try preview.waitForStatus { Self.overlayErrors($0).contains { $0["kind"] as? String == "mismatch" } })
        let mismatch =
            Self.overlayErrors(try preview.diagnostics()).first { $0["kind"] as? String == "mismatch" } ?? [:]
        #expect((mismatch["file"] as? String)?.hasSuffix("lessons/" + Self.lessonKey) == true)
        #expect(mismatch["page"] as? String == Self.page)
        let diff = mismatch["detail"] as? String ?? ""
        #expect(diff.contains("-wrong output"))
        #expect(diff.contains("+Card(ışık × 2)"))

        // The block's code changed while the preview runs: it is compiled and run again, and its new output
        // is what the page shows.
        try preview.edit(
            preview.original.replacingOccurrences(
                of: "print(screen.summary())", with: "print(screen.summary())\nprint(\"CODE-EDIT-7\")"))
        #expect(eventually(within: 60) { (try? preview.get("/" + Self.page).body.contains("CODE-EDIT-7")) == true })

        // A broken block: a compile error at the lesson line of the broken call.
        let brokenLine =
            (preview.original.components(separatedBy: "\n").firstIndex { $0.contains("print(describe(first))") } ?? -1)
            + 1
        try preview.edit(
            preview.original.replacingOccurrences(of: "print(describe(first))", with: "print(describe(first)"))
        #expect(
            try preview.waitForStatus {
                !Self.overlayErrors($0).isEmpty && !$0.contains { $0["kind"] as? String == "mismatch" }
            })
        let broken = Self.overlayErrors(try preview.diagnostics())
        #expect(broken.first?["kind"] as? String == "compile-error", "\(broken)")
        #expect((broken.first?["file"] as? String)?.hasSuffix("lessons/" + Self.lessonKey) == true)
        #expect((brokenLine...brokenLine + 1).contains(broken.first?["line"] as? Int ?? 0), "\(broken)")
        #expect(try preview.get("/" + Self.page).status == 200)  // still served underneath

        // Fixed: clean again.
        try preview.edit(preview.original)
        #expect(try preview.waitForStatus { Self.overlayErrors($0).isEmpty })
        #expect(try preview.get("/" + Self.page).body.contains("Card(ışık × 2)"))

        // A block whose output follows hash order: reported as nondeterministic however the first two runs
        // agree, because the preview runs it in more processes as `check` does (not from its cache).
        try preview.edit(
            preview.original.replacingOccurrences(
                of: "print(screen.summary())",
                with:
                    "print(screen.summary())\nfor (key, value) in [\"bir\": 1, \"iki\": 2, \"üç\": 3] { print(key, value) }"
            ))
        #expect(
            try preview.waitForStatus {
                $0.contains { ($0["message"] as? String)?.contains("nondeterministic output") == true }
            },
            "\((try? preview.diagnostics()) ?? [])")
        try preview.edit(preview.original)
        #expect(try preview.waitForStatus { Self.overlayErrors($0).isEmpty })

        // Ctrl-C, right after an edit (a rebuild may be running): the process ends, leaving nothing behind.
        try Data((preview.original + "\nOne more paragraph.\n").utf8).write(to: preview.lesson, options: .atomic)
        usleep(150_000)
        kill(preview.process.processIdentifier, SIGINT)
        #expect(eventually(within: 60) { !preview.process.isRunning })
        preview.process.waitUntilExit()
        #expect(preview.process.terminationReason == .exit)
        #expect(preview.process.terminationStatus == 0, "\(preview.output)")
        #expect(processes(mentioning: preview.folder.path).isEmpty)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: preview.temporary.path)) == [])
        #expect(!FileManager.default.fileExists(atPath: preview.site.path))
        #expect(throws: (any Error).self) { _ = try PreviewConnection(port: preview.port) }
        // The lesson is exactly what the test wrote last: preview never writes lesson files.
        #expect(try String(contentsOf: preview.lesson, encoding: .utf8) == preview.original + "\nOne more paragraph.\n")
        #expect(preview.output.contains("rebuilt in "))
    }

    @Test func keepsRunningThroughHalfTypedLessons() throws {
        let preview = try Preview()
        #expect(eventually(within: 60) { (try? preview.status()["building"] as? Bool) == false })
        let lessonErrors: ([[String: Any]]) -> Bool = { diagnostics in
            let errors = Self.overlayErrors(diagnostics)
            return !errors.isEmpty
                && errors.allSatisfy { ($0["file"] as? String)?.hasSuffix("lessons/" + Self.lessonKey) == true }
        }
        // An unclosed fence at the end, as while typing a new block.
        try preview.edit(preview.original + "\nNew text.\n\n```swift\n// main.swift — half typed\nprint(\"x\"\n")
        #expect(try preview.waitForStatus(lessonErrors))
        #expect(try preview.get("/" + Self.page).body.contains("New text."))
        // Bytes that are not UTF-8 (a save in another encoding).
        try preview.edit(bytes: Data(preview.original.utf8) + Data([0x0a, 0xc7, 0x6f, 0x6b, 0xff, 0x0a]))
        #expect(
            try preview.waitForStatus {
                lessonErrors($0) && $0.contains { ($0["message"] as? String)?.contains("UTF-8") == true }
            })
        // Deleted (an editor that deletes before writing), then written again.
        try preview.edit(bytes: nil)
        #expect(eventually(within: 60) { (try? preview.get("/" + Self.page).status) == 404 })
        try preview.edit(preview.original)
        #expect(try preview.waitForStatus { Self.overlayErrors($0).isEmpty })
        #expect(eventually(within: 60) { (try? preview.get("/" + Self.page).status) == 200 })
        #expect(preview.process.isRunning)
    }

    @Test func refusesTraversalAndAnotherHostsPort() throws {
        let preview = try Preview()
        #expect(eventually(within: 60) { (try? preview.status()["building"] as? Bool) == false })
        // The preview's folder holds the lessons right beside the site: they must not be reachable.
        for path in [
            "/../lessons/tr/03-declarations.md", "/%2e%2e/lessons/tr/03-declarations.md",
            "/..%2Flessons%2Ftr%2F03-declarations.md",
            "/..%5clessons%5ctr%5c03-declarations.md", "/%252e%252e/lessons/tr/03-declarations.md",
            "/../../../../etc/passwd",
        ] {
            let response = try preview.get(path)
            #expect(response.status == 403 || response.status == 404, "\(path): \(response.status)")
            #expect(!response.body.contains("Declarations a main.swift may make"), "\(path)")
            #expect(!response.body.contains("root:x:0:0"), "\(path)")  // /etc/passwd's first line
        }
        // A second preview asked for the same port says how to fix it.
        // (Under `timeout`: were the port taken twice, the second preview would run forever.)
        let result = try run(
            "/usr/bin/timeout",
            [
                "60", productsDirectory.appendingPathComponent("lessonbuild").path,
                "preview", "--port", String(preview.port), "--lessons", preview.lessons.path,
            ], in: preview.folder)
        #expect(result.status == 1)
        #expect(result.error.contains("--port"), "\(result.error)")
    }

    /// `--output` follows `build --output`'s rule: a folder lessonbuild did not write, or the lessons folder,
    /// is refused before anything is served, and left as it was.
    @Test func refusesAnOutputFolderItMustNotReplace() throws {
        let course = try temporaryCourse(["tr/01-a.md": "# A\n"])
        defer { try? FileManager.default.removeItem(at: course) }
        let precious = course.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try "keep".write(to: precious.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        for output in [precious.path, course.appendingPathComponent("lessons").path] {
            let result = try run(
                "/usr/bin/timeout",
                [
                    "60", productsDirectory.appendingPathComponent("lessonbuild").path,
                    "preview", "--port", "0", "--output", output,
                ], in: course)
            #expect(result.status == 64, "\(output): \(result.output)\(result.error)")
            #expect(result.error.contains("--output"), "\(result.error)")
        }
        #expect(try String(contentsOf: precious.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep")
        #expect(FileManager.default.fileExists(atPath: course.appendingPathComponent("lessons/tr/01-a.md").path))
    }

    @Test func anOpenPageInChromiumReloadsItselfAndKeepsItsScrollPosition() throws {
        let result = try run(
            "/usr/bin/env",
            [
                "python3", packageRoot.appendingPathComponent("Tests/Browser/preview_reload.py").path,
                productsDirectory.appendingPathComponent("lessonbuild").path,
                packageRoot.appendingPathComponent("Tests/Fixtures/lessons").appendingPathComponent(Self.lessonKey)
                    .path,
                packageRoot.appendingPathComponent("Sources/Kernels").path,
            ])
        #expect(result.status == 0, "\(result.output)\n\(result.error)")
        #expect(result.output.contains("reloaded, scroll kept"), "\(result.output)")
        #expect(result.output.contains("overlay shown and closed"), "\(result.output)")
        #expect(result.output.contains("reconnected after a restart"), "\(result.output)")
    }
}

struct PreviewError: Error, CustomStringConvertible {
    var description: String
}

/// A plain socket to the preview: requests are sent byte for byte (no URL library normalising `..`).
final class PreviewConnection {
    let descriptor: Int32
    var received: [UInt8] = []
    var text: String { String(decoding: received, as: UTF8.self) }

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(descriptor)
            throw PreviewError(description: "cannot connect to port \(port)")
        }
    }

    deinit { close(descriptor) }

    func send(_ request: String) {
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    @discardableResult
    func readSome() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return false }
        received += buffer[..<count]
        return true
    }

    func read(until needle: String) -> Bool {
        while !text.contains(needle) {
            if !readSome() { return false }
        }
        return true
    }
}
