import Foundation
import LessonPreview
import Testing

@testable import LessonBuild
@testable import LessonModel

/// Runs every block "as compiled" by printing what its `print("…")` says: outputs follow the code, so an edited
/// block prints something new, without starting worker processes.
final class PrintingExecutor: BlockExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [UInt64: String] = [:]

    /// Learns the blocks of a lesson text.
    func learn(_ text: String) {
        let lesson = LessonParser.parse(SourceText(text), key: "tr/01-x.md", displayPath: "x", kernelNames: [])
        lock.withLock {
            for runnable in lesson.runnables {
                let printed = runnable.code.code.split(separator: "\n").compactMap { line -> String? in
                    guard line.hasPrefix("print(\""), line.hasSuffix("\")") else { return nil }
                    return String(line.dropFirst(7).dropLast(2))
                }
                outputs[runnable.digest] = printed.map { $0 + "\n" }.joined()
            }
        }
    }

    func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        let known = lock.withLock { outputs }
        var outcomes: [Int: BlockOutcome] = [:]
        for position in positions { outcomes[position] = finished(known[registry.blocks[position].digest] ?? "?\n") }
        return ExecutionReport(first: outcomes, second: outcomes, launches: 2)
    }
}

/// The preview's incremental rebuilds against a preview started afresh on the same files: after every kind
/// of edit the site folders must be equal byte for byte, and so must the diagnostics.
@Suite(.serialized) struct PreviewSessionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-session-\(UUID().uuidString)")
        .path
    let executor = PrintingExecutor()

    func lesson(_ title: String, prose: String, prints: String, transcript: String) -> String {
        "# \(title)\n\n\(prose)\n\n```swift\n// main.swift\nprint(\"\(prints)\")\n```\n\n```text\n\(transcript)\n```\n\nSon.\n"
    }

    func write(_ key: String, _ text: String) throws {
        let path = folder + "/lessons/" + key
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        executor.learn(text)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func session(site: String) -> IncrementalBuild {
        var settings = BuildSettings()
        settings.layout.lessons = folder + "/lessons"
        settings.layout.kernels = folder + "/kernels"
        return IncrementalBuild(
            settings: settings, site: folder + "/" + site, executor: executor, configFile: folder + "/course.json")
    }

    /// Every file under `root` (hidden ones too) with its bytes.
    func files(_ root: String) -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let entry = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root + "/" + entry) {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + entry, isDirectory: &isFolder),
                    !isFolder.boolValue
                {
                    found[entry] = Array(data)
                }
            } else {
                found[entry + "/"] = []
            }
        }
        return found
    }

    /// Rebuilds incrementally, then from scratch, and compares.
    func expectSameAsFresh(_ preview: IncrementalBuild, changed: [String], _ comment: Comment)
        -> IncrementalBuild.Result
    {
        let incremental = preview.rebuild(changed: changed.map { folder + "/" + $0 })
        let fresh = session(site: "fresh-site").rebuild(changed: [])
        #expect(incremental.site != nil, comment)
        #expect(incremental.diagnostics == fresh.diagnostics, comment)
        #expect(incremental.pages == fresh.pages, comment)
        let (mine, theirs) = (files(folder + "/site"), files(folder + "/fresh-site"))
        #expect(mine.keys.sorted() == theirs.keys.sorted(), comment)
        for (path, bytes) in theirs where mine[path] != bytes { Issue.record("\(path) differs: \(comment)") }
        return incremental
    }

    @Test func incrementalRebuildsEqualAFreshPreview() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/kernels", withIntermediateDirectories: true)
        try Data("public struct Sync {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/kernels/Sync.swift"))
        try write("tr/01-bir.md", lesson("Bir", prose: "İlk ders.", prints: "bir", transcript: "bir"))
        try write("tr/02-iki.md", lesson("İki", prose: "İkinci ders.", prints: "iki", transcript: "iki"))
        // A block whose transcript is wrong: it must stay reported whatever else is edited.
        try write("tr/03-uc.md", lesson("Üç", prose: "Üçüncü ders.", prints: "üç", transcript: "dört"))
        try write("az/01-bir.md", lesson("Bir (az)", prose: "Birinci dərs.", prints: "bir", transcript: "bir"))

        let preview = session(site: "site")
        let first = expectSameAsFresh(preview, changed: [], "first build")
        #expect(
            first.diagnostics.contains { $0.location.file.hasSuffix("tr/03-uc.md") && $0.id == .transcriptMismatch })

        try write(
            "tr/02-iki.md", lesson("İki", prose: "İkinci ders, yeniden yazıldı.", prints: "iki", transcript: "iki"))
        let prose = expectSameAsFresh(preview, changed: ["lessons/tr/02-iki.md"], "prose edit")
        #expect(preview.pagesRendered == 1, "a prose edit renders only its own lesson page")
        #expect(
            prose.diagnostics.contains { $0.location.file.hasSuffix("tr/03-uc.md") && $0.id == .transcriptMismatch })

        try write("tr/01-bir.md", lesson("Bir", prose: "İlk ders.", prints: "bir bir", transcript: "bir"))
        let block = expectSameAsFresh(preview, changed: ["lessons/tr/01-bir.md"], "block edit")
        #expect(
            block.diagnostics.contains { $0.location.file.hasSuffix("tr/01-bir.md") && $0.id == .transcriptMismatch })

        try write(
            "tr/02-iki.md", lesson("İkinci", prose: "İkinci ders, yeniden yazıldı.", prints: "iki", transcript: "iki"))
        _ = expectSameAsFresh(preview, changed: ["lessons/tr/02-iki.md"], "title edit")
        #expect(preview.pagesRendered == 3, "a new title is in every page's sidebar")

        try write("tr/04-dort.md", lesson("Dört", prose: "Yeni ders.", prints: "dört", transcript: "dört"))
        _ = expectSameAsFresh(preview, changed: ["lessons/tr/04-dort.md"], "lesson added")
        try FileManager.default.removeItem(atPath: folder + "/lessons/tr/02-iki.md")
        _ = expectSameAsFresh(preview, changed: ["lessons/tr/02-iki.md"], "lesson deleted")
        #expect(!FileManager.default.fileExists(atPath: folder + "/site/tr/02-iki.html"))
        try FileManager.default.removeItem(atPath: folder + "/lessons/az")
        _ = expectSameAsFresh(preview, changed: ["lessons/az/01-bir.md"], "language removed")

        try Data(
            #"{"languages": [{"code": "tr", "name": "Türkçe", "title": "Yeni Başlık"}], "baseURL": "https://example.org/kurs/"}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: folder + "/course.json"))
        _ = expectSameAsFresh(preview, changed: ["course.json"], "course.json changed")
        #expect(try String(contentsOfFile: folder + "/site/tr/index.html", encoding: .utf8).contains("Yeni Başlık"))

        try Data("public struct Sync {}\npublic struct Extra {}\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/kernels/Sync.swift"))
        _ = expectSameAsFresh(preview, changed: ["kernels/Sync.swift"], "kernel changed")
        #expect(try String(contentsOfFile: folder + "/site/tr/kernels.html", encoding: .utf8).contains("Extra"))
    }

    /// What the rebuilds keep per lesson (verdicts, links and anchors, parsed files by stamp) must not hide a
    /// change made elsewhere: a lesson that did not change is still judged against the others as they are now.
    @Test func keptVerdictsFollowChangesElsewhere() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/kernels", withIntermediateDirectories: true)
        try Data("// Sync.swift\npublic struct Sync {}\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/kernels/Sync.swift"))
        let linking = lesson(
            "Bir", prose: "[Sonraki](02-iki.md#second-part) ve [üç](03-uc.md).", prints: "bir", transcript: "bir")
        try write("tr/01-bir.md", linking)
        try write("tr/02-iki.md", lesson("İki", prose: "## Second part\n\nMetin.", prints: "iki", transcript: "iki"))
        try write("tr/03-uc.md", "# Üç\n\nÇekirdek:\n\n```swift\n// Sync.swift\npublic struct Sync {}\n```\n")
        let preview = session(site: "site")
        let first = expectSameAsFresh(preview, changed: [], "first build")
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")

        try write("tr/02-iki.md", lesson("İki", prose: "## Third part\n\nMetin.", prints: "iki", transcript: "iki"))
        let renamed = expectSameAsFresh(
            preview, changed: ["lessons/tr/02-iki.md"], "a heading another lesson links to renamed")
        #expect(
            renamed.diagnostics.contains {
                $0.location.file.hasSuffix("tr/01-bir.md") && $0.message.contains("names no heading")
            })

        try FileManager.default.removeItem(atPath: folder + "/lessons/tr/03-uc.md")
        let deleted = expectSameAsFresh(
            preview, changed: ["lessons/tr/03-uc.md"], "a lesson another lesson links to deleted")
        #expect(
            deleted.diagnostics.contains {
                $0.location.file.hasSuffix("tr/01-bir.md") && $0.message.contains("names no lesson")
            })

        try write("tr/03-uc.md", "# Üç\n\nÇekirdek:\n\n```swift\n// Sync.swift\npublic struct Sync {}\n```\n")
        _ = expectSameAsFresh(preview, changed: ["lessons/tr/03-uc.md"], "the lesson restored")
        try Data("// Sync.swift\npublic struct Sync { var x = 1 }\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/kernels/Sync.swift"))
        let kernel = expectSameAsFresh(preview, changed: ["kernels/Sync.swift"], "a kernel a listing shows edited")
        #expect(
            kernel.diagnostics.contains {
                $0.location.file.hasSuffix("tr/03-uc.md") && $0.message.contains("kernel listing differs")
            })

        // Files written more than two seconds ago are known by their stamps and not read again, unless the
        // stamp changes: an edit that keeps the size and puts the old modification time back still changes
        // the inode's change time, and the watcher need not report it.
        sleep(3)
        _ = expectSameAsFresh(preview, changed: [], "nothing changed, stamps settled")
        let path = folder + "/lessons/tr/01-bir.md"
        var old = stat()
        #expect(stat(path, &old) == 0)
        // In place (same inode), as many bytes.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(linking.replacingOccurrences(of: "Sonraki", with: "Sonraka").utf8))
        try handle.close()
        var now = stat()
        #expect(stat(path, &now) == 0 && now.st_ino == old.st_ino && now.st_size == old.st_size)
        var times = [old.st_atim, old.st_mtim]
        _ = utimensat(AT_FDCWD, path, &times, 0)
        _ = expectSameAsFresh(preview, changed: [], "a same-size edit with the old mtime, unreported")
        #expect(try String(contentsOfFile: folder + "/site/tr/01-bir.html", encoding: .utf8).contains("Sonraka"))
    }
}
