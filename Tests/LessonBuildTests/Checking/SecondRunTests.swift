import Foundation
import Testing

@testable import LessonBuild
@testable import LessonModel

/// Runs blocks as the real executor does, once or twice per call, and records every call. Each run of a
/// block prints the next entry of its script (the last one again when the script ends).
final class RecordingExecutor: BlockExecutor, @unchecked Sendable {
    let scripts: [Int: [String]]
    let hashed: Set<Int>
    private(set) var onceCalls: [[Int]] = []
    private(set) var twiceCalls: [[Int]] = []
    private var runs: [Int: Int] = [:]

    init(_ scripts: [Int: [String]], hashed: Set<Int> = []) {
        self.scripts = scripts
        self.hashed = hashed
    }

    private func run(_ position: Int) -> BlockOutcome {
        let script = scripts[position]!
        let count = runs[position, default: 0]
        runs[position] = count + 1
        let text = script[min(count, script.count - 1)]
        // "TRAP:" before the text: that run dies on a trap after printing it.
        var outcome =
            text.hasPrefix("TRAP:")
            ? BlockOutcome(
                status: .crashed(reason: "trapped (signal 4, a Swift runtime trap)"),
                output: Array(text.dropFirst(5).utf8))
            : finished(text)
        outcome.hashed = hashed.contains(position)
        return outcome
    }

    func executeOnce(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        onceCalls.append(positions)
        return ExecutionReport(
            first: Dictionary(uniqueKeysWithValues: positions.map { ($0, run($0)) }), second: [:], launches: 1)
    }

    func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        twiceCalls.append(positions)
        let first = Dictionary(uniqueKeysWithValues: positions.map { ($0, run($0)) })
        let second = Dictionary(uniqueKeysWithValues: positions.map { ($0, run($0)) })
        return ExecutionReport(first: first, second: second, launches: 2)
    }
}

/// `check` runs each block once and a second time only where one run cannot settle the verdict; output
/// that may follow hash order runs in twelve processes until confirmed, and a confirmation is remembered.
@Suite struct SecondRunTests {
    static let lesson = """
        # Ders

        ```swift
        // main.swift
        print("a")
        ```

        ```text
        a
        ```

        ```swift
        // main.swift
        print("b")
        ```

        ```text
        b
        ```

        """

    func check(_ executor: RecordingExecutor, confirmations: HashOrderConfirmations? = nil) -> CheckReport {
        let (course, registry) = course(Self.lesson)
        var checker = Checker(registry: registry, executor: executor, timeout: 10)
        checker.confirmations = confirmations
        return checker.check(course)
    }

    @Test func aMatchingBlockRunsOnceAndAMismatchRunsAgainInAnotherProcess() {
        let executor = RecordingExecutor([0: ["a\n"], 1: ["B\n"]])
        let report = check(executor)
        #expect(executor.onceCalls == [[0, 1], [1]])
        #expect(executor.twiceCalls.isEmpty)
        #expect(report.passed == 1)
        #expect(report.lessons[0].runnables[1].verdict == .mismatch(output: "B\n"))
        #expect(report.processesStarted == 2)
    }

    @Test func outputThatChangesBetweenRunsIsReportedAsNondeterministic() {
        let executor = RecordingExecutor([0: ["a\n"], 1: ["x\n", "y\n"]])
        let report = check(executor)
        #expect(executor.onceCalls == [[0, 1], [1]])
        #expect(report.errors.count == 1)
        #expect(report.errors[0].message.hasPrefix("nondeterministic output"))
        #expect(report.errors[0].detail.contains("-x\n+y"))
    }

    @Test func aBlockThatReadTheHashSeedRunsInTwelveProcessesUntilConfirmedThenOnce() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("second-run-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: cache) }

        let first = RecordingExecutor([0: ["a\n"], 1: ["b\n"]], hashed: [1])
        let confirmations = HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "kernels-1")
        let report = check(first, confirmations: confirmations)
        confirmations.save()
        #expect(report.passed == 2)
        #expect(first.onceCalls == [[0, 1], [1]])
        #expect(first.twiceCalls == Array(repeating: [1], count: RepeatedRuns.extraRounds))
        #expect(report.confirmed == [1])

        // The next check (another process: the file is read again) runs it once.
        let second = RecordingExecutor([0: ["a\n"], 1: ["b\n"]], hashed: [1])
        let again = check(second, confirmations: HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "kernels-1"))
        #expect(again.passed == 2)
        #expect(second.onceCalls == [[0, 1]])
        #expect(second.twiceCalls.isEmpty)
        #expect(again.processesStarted == 1)

        // Other kernels (or compiler, or generator): nothing is known.
        let third = RecordingExecutor([0: ["a\n"], 1: ["b\n"]], hashed: [1])
        _ = check(third, confirmations: HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "kernels-2"))
        #expect(third.twiceCalls.count == RepeatedRuns.extraRounds)
    }

    @Test func outputInHashOrderIsNeverRememberedAndIsReportedEveryTime() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("second-run-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for _ in 0..<3 {
            // Agrees with the transcript in the first three runs, then shows the other order.
            let executor = RecordingExecutor([0: ["a\n"], 1: ["b\n", "b\n", "b\n", "b\n", "c\n"]], hashed: [1])
            let confirmations = HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "k")
            let report = check(executor, confirmations: confirmations)
            confirmations.save()
            #expect(report.errors.map(\.message).contains { $0.hasPrefix("nondeterministic output") })
            #expect(report.confirmed.isEmpty)
            #expect(
                !confirmations.contains(
                    CompiledBlock(
                        lesson: "", line: 0, digest: course(Self.lesson).1.blocks[1].digest,
                        library: "", symbol: ""), output: Array("b\n".utf8)))
        }
    }

    @Test func aConfirmedBlockThatPrintsSomethingElseRunsAgain() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("second-run-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let registry = course(Self.lesson).1
        let confirmations = HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "k")
        confirmations.insert(registry.blocks[1], output: Array("b\n".utf8))
        let executor = RecordingExecutor([0: ["a\n"], 1: ["B\n"]], hashed: [1])
        let report = check(executor, confirmations: confirmations)
        #expect(executor.onceCalls == [[0, 1], [1]])
        #expect(report.lessons[0].runnables[1].verdict == .mismatch(output: "B\n"))
    }

    /// The file is a sealed cache record: read back whole, and refused whole once edited by hand (what it
    /// vouches for would be taken on the editor's word).
    @Test func theFileKeepsItsEntriesAndIsRefusedOnceEdited() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("second-run-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let block = CompiledBlock(lesson: "tr/01-x.md", line: 3, digest: 0xabc, library: "", symbol: "lb_abc")
        let written = HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "k")
        written.insert(block, output: Array("çıktı\n".utf8))
        written.save()
        let read = HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "k")
        #expect(read.contains(block, output: Array("çıktı\n".utf8)))
        #expect(!read.contains(block, output: Array("other\n".utf8)))
        #expect(
            !HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "k2").contains(
                block, output: Array("çıktı\n".utf8)))
        let path = cache + "/hash-order-confirmed"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + "not hex at all\n12\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            !HashOrderConfirmations(cacheDirectory: cache, kernelsKey: "k").contains(
                block, output: Array("çıktı\n".utf8)))
    }

    /// A block whose later run traps (under another hash seed) fails, reported with that run's trap: it is
    /// neither passed nor confirmed.
    @Test func aLaterRunThatTrapsFailsTheBlock() {
        let executor = RecordingExecutor([0: ["a\n"], 1: ["b\n", "b\n", "b\n", "TRAP:b\n"]], hashed: [1])
        let report = check(executor)
        #expect(report.lessons[0].runnables[1].verdict == .failed)
        #expect(report.errors.contains { $0.message.contains("trapped") }, "\(report.errors)")
        #expect(report.confirmed.isEmpty)
    }
}
