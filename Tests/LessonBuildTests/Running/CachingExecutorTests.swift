import Foundation
import Testing

@testable import LessonBuild

/// Prints the next output of a script for each run of a block, in order (the last one again when the script ends).
final class RunCountingExecutor: BlockExecutor, @unchecked Sendable {
    var script: [String]
    private(set) var runs = 0

    init(_ script: [String]) {
        self.script = script
    }

    func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        var first: [Int: BlockOutcome] = [:]
        var second: [Int: BlockOutcome] = [:]
        for position in positions {
            first[position] = finished(script[min(runs, script.count - 1)])
            second[position] = finished(script[min(runs + 1, script.count - 1)])
        }
        runs += 2
        return ExecutionReport(first: first, second: second, launches: 2)
    }
}

/// The preview's executor: blocks that ran in the current rebuild run again when asked (so hash-order
/// confirmation really runs them), blocks from earlier rebuilds come from the cache, and the pair kept is
/// one that differs once any run differed.
@Suite struct CachingExecutorTests {
    let registry = ProgramRegistry([
        CompiledBlock(lesson: "tr/01-x.md", line: 3, digest: 1, library: "/x.so", symbol: "lb_1")
    ])

    @Test func confirmationRunsReallyRunAndTheTellingPairIsKept() {
        let base = RunCountingExecutor(["a b\n", "a b\n", "a b\n", "a b\n", "b a\n"])
        let cache = CachingExecutor(base)
        cache.beginRebuild()
        let first = cache.execute([0], registry: registry, timeout: 1)
        #expect(first.first[0]?.output == first.second[0]?.output)
        _ = cache.execute([0], registry: registry, timeout: 1)  // as HashOrderCheck asks again
        let third = cache.execute([0], registry: registry, timeout: 1)
        #expect(base.runs == 6, "each request in the same rebuild ran the block")
        #expect(third.second[0]?.outputText == "b a\n")

        // The next rebuild (a prose edit): nothing runs, and the kept pair still differs.
        cache.beginRebuild()
        let later = cache.execute([0], registry: registry, timeout: 1)
        #expect(base.runs == 6)
        #expect(later.first[0]?.outputText == "a b\n")
        #expect(later.second[0]?.outputText == "b a\n")
        _ = cache.execute([0], registry: registry, timeout: 1)
        #expect(base.runs == 6, "a block from an earlier rebuild is not run again in this one")
    }

    @Test func aKernelChangeForgetsEverything() {
        let base = RunCountingExecutor(["x\n"])
        let cache = CachingExecutor(base)
        cache.beginRebuild()
        _ = cache.execute([0], registry: registry, timeout: 1)
        cache.beginRebuild()
        cache.invalidate()
        _ = cache.execute([0], registry: registry, timeout: 1)
        #expect(base.runs == 4)
        #expect(cache.generation == 1)
    }
}
