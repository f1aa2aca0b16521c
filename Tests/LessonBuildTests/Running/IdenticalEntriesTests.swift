import Testing

@testable import LessonBuild

/// Identical code compiles to one entry, and an entry's globals are initialised once per process: so the
/// runner must never call one entry twice in a worker (issue: the second call started from the first's globals).
@Suite struct IdenticalEntriesTests {
    static func block(_ lesson: String, _ symbol: String, library: String = "/cache/shard-1.so") -> CompiledBlock {
        CompiledBlock(lesson: lesson, line: 3, digest: 7, library: library, symbol: symbol)
    }

    @Test func theSameEntryInTwoLessonsRunsOnceAndBothTakeItsOutcome() {
        let registry = ProgramRegistry([
            Self.block("en/01-a.md", "lb_1"), Self.block("de/01-a.md", "lb_1"), Self.block("en/01-a.md", "lb_2"),
            Self.block("en/02-b.md", "lb_1"), Self.block("en/02-b.md", "lb_1", library: "/cache/own-9.so"),
        ])
        let (run, sameAs) = registry.distinctEntries([0, 1, 2, 3, 4])
        #expect(run == [0, 2, 4])
        #expect(sameAs == [1: 0, 3: 0])
    }

    @Test func distinctEntriesAreAllRun() {
        let registry = ProgramRegistry([Self.block("en/01-a.md", "lb_1"), Self.block("en/01-a.md", "lb_2")])
        let (run, sameAs) = registry.distinctEntries([1, 0])
        #expect(run == [1, 0])
        #expect(sameAs.isEmpty)
    }

    @Test func aWorkerRefusesAnEntryListedTwice() {
        // The worker's own guard, in front of the registry's: its list parser sees both lines.
        let list = Array("0\t/x.so\tlb_1\n1\t/x.so\tlb_1\n".utf8)
        let blocks = BlockWorker.blocks(in: list) ?? []
        #expect(blocks.count == 2)
        #expect(Set(blocks.map { $0.library + "\t" + $0.symbol }).count == 1)
    }
}
