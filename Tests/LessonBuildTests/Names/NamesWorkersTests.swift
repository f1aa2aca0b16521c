import Foundation
import LessonModel
import Testing

@testable import LessonBuild

/// The builder's side of the names workers, against workers that go wrong in each way a hostile block can
/// make SourceKit go wrong: each request gets an outcome (that piece's names absent, with why), and the
/// builder lives on.
@Suite struct NamesWorkersTests {
    /// A fake names worker: a shell script that says `ready` on its socket (descriptor 3), waits for the
    /// first byte of a request, then does `then`.
    func fakeWorker(_ then: String) throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("worker")
        let text = "#!/bin/sh\nprintf 'ready 0\\n' >&3\nhead -c 1 <&3 >/dev/null\n\(then)\n"
        try Data(text.utf8).write(to: script)
        #expect(chmod(script.path, 0o755) == 0)
        return (script.path, folder)
    }

    func outcomes(_ then: String, requests: Int = 2, timeout: Double = 30) throws -> [NamesWorkers.Outcome] {
        let worker = try fakeWorker(then)
        defer { try? FileManager.default.removeItem(at: worker.folder) }
        var limits = NamesLimits()
        limits.timeout = timeout
        limits.bytes = 1 << 10
        let workers = NamesWorkers(executable: worker.path, compiler: "swiftc", limits: limits, memoryBytes: 1 << 30)
        let request = NamesMessage("resolve", strings: ["5", "main.swift", "let x = 1"])
        return workers.resolve(Array(repeating: request, count: requests), prepare: { _ in }, finish: { _, _ in })
    }

    func reasons(_ outcomes: [NamesWorkers.Outcome]) -> [String] {
        outcomes.map { outcome in
            guard case .failed(let reason) = outcome else { return "not failed: \(outcome)" }
            return reason
        }
    }

    @Test(arguments: [
        ("kill -SEGV $$", "SourceKit crashed (signal 11"),
        ("kill -ABRT $$", "SourceKit crashed (signal 6"),
        ("printf 'this is no message at all, it goes on and on without a line break' >&3; sleep 60", "out of turn"),
        ("printf 'names 1\\n4\\nnot!' >&3; sleep 60", "out of turn"),
        ("printf 'names 1\\n999999999\\n' >&3; sleep 60", "over 1 KB (--max-names)"),
        ("exit 3", "ended with status 3"),
    ])
    func aWorkerThatGoesWrongCostsOnlyItsPiecesNames(_ then: String, _ said: String) throws {
        let found = reasons(try outcomes(then))
        // Every request was asked (a fresh worker after each one that was ended) and failed the same way.
        #expect(found.count == 2)
        for reason in found { #expect(reason.contains(said), "\(reason)") }
    }

    /// A worker that crashes over a request once (SourceKit's crashes on a very busy machine come and go)
    /// is replaced and asked again: the piece has its names. One that crashes every time is the case above.
    @Test func aPieceWhoseWorkerCrashedOnceIsAskedOnceMore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = CodeNames()
        let reply = folder.appendingPathComponent("reply")
        try Data(NamesMessage("names", [names.encoded()]).encoded()).write(to: reply)
        let crashed = folder.appendingPathComponent("crashed").path
        let worker = try fakeWorker(
            "if [ -e '\(crashed)' ]; then cat '\(reply.path)' >&3; cat <&3 >/dev/null; else : > '\(crashed)'; kill -SEGV $$; fi"
        )
        defer { try? FileManager.default.removeItem(at: worker.folder) }
        let workers = NamesWorkers(
            executable: worker.path, compiler: "swiftc", limits: NamesLimits(), memoryBytes: 1 << 30)
        let found = workers.resolve(
            [NamesMessage("resolve", strings: ["5", "main.swift", "let x = 1"])], prepare: { _ in }, finish: { _, _ in }
        )
        guard case .names(let answered) = try #require(found.first) else {
            Issue.record("\(found)")
            return
        }
        #expect(answered == names)
        #expect(FileManager.default.fileExists(atPath: crashed))
    }

    @Test func aWorkerPastTheTimeLimitIsEndedAndNamesTheOption() throws {
        let found = reasons(try outcomes("sleep 3600", requests: 1, timeout: 0.2))
        #expect(found == ["SourceKit took longer than 0.2 s (--names-timeout)"])
    }

    @Test func aWorkerThatNeverStartsMakesEveryPieceUnavailableOnce() throws {
        let worker = try fakeWorker("")
        defer { try? FileManager.default.removeItem(at: worker.folder) }
        try Data("#!/bin/sh\nprintf 'failed 1\\n9\\nno kit 42' >&3\n".utf8).write(to: URL(fileURLWithPath: worker.path))
        let workers = NamesWorkers(
            executable: worker.path, compiler: "swiftc", limits: NamesLimits(), memoryBytes: 1 << 30)
        let found = workers.resolve(
            [NamesMessage("resolve", strings: ["5", "main.swift", "1"])], prepare: { _ in }, finish: { _, _ in })
        guard case .unavailable(let reason) = try #require(found.first) else {
            Issue.record("\(found)")
            return
        }
        #expect(reason == "no kit 42")
    }
}
