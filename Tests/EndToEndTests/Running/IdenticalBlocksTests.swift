import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The same program in several places of a course (two lessons of one language, twice in one lesson, and in
/// two languages, as `init` writes it) must print what it prints alone, every time: identical code compiles to
/// one entry, and a second call of that entry in the same process would start from the first call's globals.
/// The oracle is the program compiled alone by `swiftc` with the kernel and run as a program of its own.
@Suite(.serialized) struct IdenticalBlocksTests {
    static let kernel = """
        final class Tally {
            private(set) var total = 0
            func add(_ amount: Int) { total += amount }
        }

        """

    /// Globals, a static stored property and a kernel object: all start fresh in each standalone run.
    static let program = """
        // main.swift — twins
        var opened = 0
        func open() { opened += 1 }
        final class Screen {
            static var shown = 0
            init() { Screen.shown += 1 }
        }
        open()
        open()
        _ = Screen()
        let tally = Tally()
        tally.add(3)
        print("opened \\(opened), shown \\(Screen.shown), tally \\(tally.total)")
        """

    static func lesson(_ title: String, blocks: Int, transcript: String?) -> String {
        let fenced = "```swift\n\(program)\n```\n" + (transcript.map { "\n```text\n\($0)```\n" } ?? "")
        return "# \(title)\n\n" + (0..<blocks).map { "## Part \($0 + 1)\n\n" + fenced }.joined(separator: "\n")
    }

    /// What the program prints compiled alone: `swiftc main.swift Tally.swift`, run as `./main`.
    static func standaloneOutput() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twins-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try program.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try kernel.write(to: folder.appendingPathComponent("Tally.swift"), atomically: true, encoding: .utf8)
        let compiled = try run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "5", "-module-name", "main", "-o", "main",
                "main.swift", "Tally.swift",
            ], in: folder)
        #expect(compiled.status == 0, "\(compiled.error)")
        let ran = try run(folder.appendingPathComponent("main").path, [], in: folder)
        #expect(ran.status == 0)
        return ran.output
    }

    /// A course made by `init` (English and German, one lesson each), its lessons replaced by the twins.
    static func course(transcript: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("twins-\(UUID().uuidString)")
        let made = try lessonbuild(["init", root.path, "--languages", "en,de"])
        #expect(made.status == 0, "\(made.output)")
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.removeItem(at: lessons)
        let files = [
            "en/01-first.md": lesson("First", blocks: 2, transcript: transcript),
            "en/02-second.md": lesson("Second", blocks: 1, transcript: transcript),
            "de/01-erste.md": lesson("Erste", blocks: 1, transcript: transcript),
        ]
        for (key, text) in files {
            let file = lessons.appendingPathComponent(key)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("kernels/Tally.swift"))
        _ = try writeKernel("Tally", kernel, in: root)
        return root
    }

    static func tool(_ arguments: [String], in course: URL) throws -> RunResult {
        try run(productsDirectory.appendingPathComponent("lessonbuild").path, arguments, in: course)
    }

    static func transcripts(in course: URL) throws -> [String] {
        try ["en/01-first.md", "en/02-second.md", "de/01-erste.md"].flatMap { key -> [String] in
            let text = try String(contentsOf: course.appendingPathComponent("lessons/" + key), encoding: .utf8)
            return text.components(separatedBy: "```text\n").dropFirst().map {
                String($0.components(separatedBy: "```")[0])
            }
        }
    }

    @Test func fillWritesWhatTheProgramPrintsAloneColdAndWarm() throws {
        let expected = try Self.standaloneOutput()
        #expect(expected == "opened 2, shown 1, tally 3\n")
        let course = try Self.course(transcript: nil)
        defer { try? FileManager.default.removeItem(at: course) }

        let fill = try Self.tool(["fill"], in: course)
        #expect(fill.status == 0, "\(fill.output)")
        #expect(try Self.transcripts(in: course) == Array(repeating: expected, count: 4))

        let warm = try Self.tool(["check"], in: course)
        #expect(warm.status == 0, "\(warm.output)")
        #expect(warm.lastLine == "4 passed, 0 failed")
        try FileManager.default.removeItem(at: course.appendingPathComponent(".build"))
        let cold = try Self.tool(["check"], in: course)
        #expect(cold.status == 0, "\(cold.output)")
        #expect(cold.lastLine == "4 passed, 0 failed")

        // A wrong transcript written with the first run's leftovers in mind is caught, in every place.
        let doubled = try Self.course(transcript: "opened 4, shown 2, tally 3\n")
        defer { try? FileManager.default.removeItem(at: doubled) }
        let caught = try Self.tool(["check"], in: doubled)
        #expect(caught.status == 1)
        #expect(caught.lastLine == "0 passed, 4 failed", "\(caught.output)")
        #expect(!caught.output.contains("nondeterministic"), "\(caught.output)")
    }

    @Test func checkAndBuildAgreeWithTheStandaloneProgram() throws {
        let expected = try Self.standaloneOutput()
        let course = try Self.course(transcript: expected)
        defer { try? FileManager.default.removeItem(at: course) }
        for round in ["cold", "warm"] {
            let check = try Self.tool(["check"], in: course)
            #expect(check.status == 0, "\(round): \(check.output)")
            let build = try Self.tool(["build"], in: course)
            #expect(build.status == 0, "\(round): \(build.output)")
        }
        for page in ["en/01-first.html", "en/02-second.html", "de/01-erste.html"] {
            let html = try String(contentsOf: course.appendingPathComponent("site/" + page), encoding: .utf8)
            #expect(html.contains("opened 2, shown 1, tally 3"), "\(page)")
            #expect(!html.contains("opened 4"), "\(page)")
        }
    }

    @Test func previewShowsWhatTheProgramPrintsAlone() throws {
        let expected = try Self.standaloneOutput()
        let course = try Self.course(transcript: expected)
        defer { try? FileManager.default.removeItem(at: course) }
        let log = course.appendingPathComponent("preview.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("lessonbuild")
        process.arguments = ["preview", "--port", "0"]
        process.currentDirectoryURL = course
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        let output = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        let port: () -> Int? = {
            output().split(separator: "\n").first { $0.hasPrefix("http://127.0.0.1:") }
                .flatMap { Int($0.dropFirst("http://127.0.0.1:".count).dropLast()) }
        }
        #expect(eventually(within: 120) { port() != nil }, "\(output())")
        let get = { (path: String) -> String in
            guard let port = port(), let connection = try? PreviewConnection(port: port) else { return "" }
            connection.send("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
            while connection.readSome() {}
            return connection.text
        }
        let status = { () -> [String: Any] in
            let text = get("/__lessonbuild/status.json")
            let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
            return (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
        }
        #expect(eventually(within: 120) { status()["building"] as? Bool == false }, "\(output())")
        let diagnostics = status()["diagnostics"] as? [[String: Any]] ?? []
        #expect(status()["diagnostics"] != nil)
        #expect(diagnostics.filter { $0["severity"] as? String == "error" }.isEmpty, "\(diagnostics)")
        for page in ["/en/01-first.html", "/de/01-erste.html"] {
            let html = get(page)
            #expect(html.contains("opened 2, shown 1, tally 3"), "\(page)")
        }
    }

    /// As a new author starts: `init` in two languages, whose sample lessons run the same kernel, then the
    /// first `check` with an empty build cache.
    @Test func anInitCoursePassesItsFirstCheck() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-first-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try lessonbuild(["init", root.path, "--languages", "en,de"]).status == 0)
        let check = try Self.tool(["check"], in: root)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.lastLine == "6 passed, 0 failed", "two blocks and a kernel listing in each language")
    }
}
