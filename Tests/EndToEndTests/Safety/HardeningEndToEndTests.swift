import Foundation
import Testing

/// The real command under hostile conditions: `--output` naming the project (item 1), a read-only site
/// (item 17), a full disk while the site is staged, and `kill -9` during `fill` (items 3, 7).
@Suite(.serialized) struct HardeningEndToEndTests {
    /// `scratch/project/{lessons,kernels,.git/HEAD}` with the search fixture's lessons (no runnable blocks).
    func project() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hardening-\(UUID().uuidString)")
        let project = scratch.appendingPathComponent("project")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("kernels"), withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: project.appendingPathComponent(".git/HEAD"))
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Tests/Fixtures/site-lessons"),
            to: project.appendingPathComponent("lessons"))
        return project
    }

    func build(_ output: String, in project: URL) throws -> RunResult {
        try run(
            productsDirectory.appendingPathComponent("lessonbuild").path,
            ["build", "--output", output, "--lessons", "lessons", "--kernels", "kernels"], in: project)
    }

    // Item 1: nothing but a site folder is ever replaced, whatever `--output` says.
    @Test func outputNamingTheProjectOrItsFoldersIsRefusedAndNothingIsDeleted() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try Data("mine\n".utf8).write(to: project.deletingLastPathComponent().appendingPathComponent("sibling.txt"))
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: project.appendingPathComponent("notes/a.txt"))
        let before = everyFile(under: project.deletingLastPathComponent())
        for output in [
            ".", "..", "lessons", "lessons/tr", "kernels", ".git", "notes", "./lessons/../", project.path, "/",
        ] {
            let result = try build(output, in: project)
            #expect(result.status == 64, "--output \(output): \(result.output)\(result.error)")
            #expect(result.error.contains("--output"), "\(result.error)")
        }
        #expect(everyFile(under: project.deletingLastPathComponent()) == before)

        // The project's own site/ is built, and a second build replaces it.
        #expect(try build("site", in: project).status == 0)
        #expect(try build("site", in: project).status == 0)
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("site/tr/01-arama.html").path))
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("site/.lessonbuild-site").path))
    }

    // Item 17: a site that cannot be deleted is replaced anyway, and the message says so.
    @Test func aReadOnlySiteIsReportedAsReplaced() throws {
        let project = try project()
        let scratch = project.deletingLastPathComponent()
        defer {
            _ = try? run("/bin/chmod", ["-R", "u+w", scratch.path])
            try? FileManager.default.removeItem(at: scratch)
        }
        #expect(try build("../site", in: project).status == 0)
        // Root may delete anything: run the second build as nobody, who owns everything but may not write the old site.
        _ = try run("/bin/chmod", ["-R", "a+rX", scratch.path])
        _ = try run("/bin/chown", ["-R", "65534:65534", scratch.path])
        _ = try run("/bin/chmod", ["-R", "a-w", scratch.appendingPathComponent("site").path])
        try Data("# Yeni başlık\n\n## Özet\n".utf8).write(to: project.appendingPathComponent("lessons/tr/02-ikinci.md"))
        let result = try run(
            "/usr/bin/setpriv",
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", "--",
                productsDirectory.appendingPathComponent("lessonbuild").path,
                "build", "--output", "../site", "--lessons", "lessons", "--kernels", "kernels",
            ], in: project)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(
            result.output.contains("the new site is in place, but the previous site could not be removed"),
            "\(result.output)")
        #expect(!result.output.contains("unchanged"), "\(result.output)")
        let page = try String(contentsOf: scratch.appendingPathComponent("site/tr/02-ikinci.html"), encoding: .utf8)
        #expect(page.contains("Yeni başlık"))
        // The next run (as root here) removes what was left behind.
        #expect(try build("../site", in: project).status == 0)
        #expect(everyFile(under: scratch).filter { $0.hasPrefix(".site.") }.isEmpty)
    }

    // A full disk while the new site is staged: an error naming the cause, the old site whole, no staging left.
    @Test func aFullDiskLeavesThePreviousSiteAndNoStagingFolder() throws {
        let project = try project()
        let scratch = project.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try build("../site", in: project).status == 0)
        let before = try Data(contentsOf: scratch.appendingPathComponent("site/tr/01-arama.html"))
        try Data("# Değişti\n\n## Özet\n".utf8).write(to: project.appendingPathComponent("lessons/tr/02-ikinci.md"))
        // RLIMIT_FSIZE of 8 KiB with SIGXFSZ ignored: writes past it fail with EFBIG, as a full disk fails writes.
        let binary = productsDirectory.appendingPathComponent("lessonbuild").path
        let result = try run(
            "/bin/bash",
            [
                "-c",
                "trap '' XFSZ; ulimit -f 8; exec \"$0\" build --output ../site --lessons lessons --kernels kernels",
                binary,
            ], in: project)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.output.contains("File too large"), "\(result.output)")
        #expect(result.output.contains("was not changed"), "\(result.output)")
        #expect(try Data(contentsOf: scratch.appendingPathComponent("site/tr/01-arama.html")) == before)
        #expect(everyFile(under: scratch).filter { $0.hasPrefix(".site.") }.isEmpty)
    }

    // kill -9 at moments spread over a whole `fill`: the lesson is always the old file or the new one,
    // never a mix or a truncation, and the next run removes any temporary copy.
    @Test func killNineDuringFillLeavesTheOldOrTheNewLesson() throws {
        let original = packageRoot.appendingPathComponent("Tests/Fixtures/lessons")
        let copy = try scratchCopy(of: original)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let lesson = copy.appendingPathComponent("tr/01-routes.md")
        let kernels = packageRoot.appendingPathComponent("Sources/Kernels").path
        let arguments = ["fill", "--lessons", copy.path, "--kernels", kernels, lesson.path]
        let old = try Data(contentsOf: lesson)
        let started = Date()
        #expect(try fixtures(arguments).status == 0)
        // Kill moments are spread over the length of a whole run on this machine, past its end included.
        let duration = Date().timeIntervalSince(started)
        let new = try Data(contentsOf: lesson)
        #expect(new != old)
        var outcomes: [String: Int] = [:]
        for attempt in 0..<8 {
            try old.write(to: lesson)
            let process = Process()
            process.executableURL = productsDirectory.appendingPathComponent("lessonbuild")
            process.arguments = arguments
            process.currentDirectoryURL = packageRoot
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(duration * (0.3 + 0.12 * Double(attempt)) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try Data(contentsOf: lesson)
            #expect(now == old || now == new, "attempt \(attempt): the lesson is neither the old nor the new file")
            outcomes[now == old ? "old" : "new", default: 0] += 1
        }
        print("kill -9 during fill: \(outcomes)")
        try old.write(to: lesson)
        #expect(try fixtures(arguments).status == 0)
        #expect(try Data(contentsOf: lesson) == new)
        let hidden = everyFile(under: copy).filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }
        #expect(hidden.isEmpty, "left behind: \(hidden)")
    }

    // Item 7: SIGTERM while the new site is being written removes the staging folder; the old site stays.
    @Test func anInterruptedBuildRemovesItsStagingFolder() throws {
        let project = try project()
        let scratch = project.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try build("../site", in: project).status == 0)
        let before = try Data(contentsOf: scratch.appendingPathComponent("site/tr/01-arama.html"))
        // A course big enough that writing its site takes a noticeable while.
        let excerpt =
            "```swift\nimport UIKit\n"
            + String(
                repeating:
                    "final class Ekran: UIViewController { override func viewDidLoad() { super.viewDidLoad() } }\n",
                count: 40) + "```\n"
        for number in 3...400 {
            let text =
                "# Ders \(number)\n\n"
                + String(repeating: "Bir paragraf ışık şəkil [bağlantı](01-arama.md).\n\n", count: 20) + excerpt
            try Data(text.utf8).write(
                to: project.appendingPathComponent(String(format: "lessons/tr/%02d-ders.md", number)))
        }
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("lessonbuild")
        process.arguments = ["build", "--output", "../site", "--lessons", "lessons", "--kernels", "kernels"]
        process.currentDirectoryURL = project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let staging = ".site.building-\(process.processIdentifier)"
        var seen = false
        while process.isRunning {
            if FileManager.default.fileExists(atPath: scratch.appendingPathComponent(staging).path) {
                seen = true
                kill(process.processIdentifier, SIGTERM)
                break
            }
            usleep(1_000)
        }
        process.waitUntilExit()
        #expect(seen, "the build finished before its staging folder was seen")
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent(staging).path))
        // Either the signal came first (the old site stays) or the swap did (the new one is whole). When the
        // signal came first, the process ends by it, or — when the writer, finding its staging folder removed
        // under it, gives up before the signal is raised again — with a failure status; the old site stays.
        let site = scratch.appendingPathComponent("site")
        let stopped = process.terminationReason == .uncaughtSignal || process.terminationStatus != 0
        if stopped {
            if process.terminationReason == .uncaughtSignal { #expect(process.terminationStatus == SIGTERM) }
            #expect(try Data(contentsOf: site.appendingPathComponent("tr/01-arama.html")) == before)
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("tr/400-ders.html").path))
        } else {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("tr/400-ders.html").path))
        }
        print("SIGTERM during build: \(stopped ? "stopped, old site kept" : "finished first, new site whole")")
        #expect(everyFile(under: scratch).filter { $0.hasPrefix(".site.") }.isEmpty)
    }
}
