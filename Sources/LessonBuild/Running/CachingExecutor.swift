import Foundation

/// Remembers what each compiled block printed, for the preview: a save that changes only prose (or one
/// block) runs only the blocks whose code is new. A block is known by its entry symbol, which names the
/// digest of its code; `invalidate()` forgets everything when the kernels change.
///
/// Within one rebuild (`beginRebuild()`), a block that ran in it runs again whenever it is asked for again:
/// that is how `check` confirms output that may follow hash order (`HashOrderCheck` runs such blocks in
/// more processes), and the preview must find what `check` finds. What is kept is the most telling pair
/// of runs: two that differ, once any later run printed something else.
final class CachingExecutor: BlockExecutor, @unchecked Sendable {
    private let base: BlockExecutor
    private let lock = NSLock()
    private var known: [String: (first: BlockOutcome, second: BlockOutcome)] = [:]
    /// Blocks run since the current rebuild began.
    private var ranThisRebuild: Set<String> = []

    init(_ base: BlockExecutor) {
        self.base = base
    }

    /// Counts `invalidate()` calls: what was judged from outcomes of an earlier generation is stale.
    private(set) var generation = 0

    func invalidate() {
        lock.lock()
        known.removeAll()
        generation += 1
        lock.unlock()
    }

    func beginRebuild() {
        lock.lock()
        ranThisRebuild.removeAll()
        lock.unlock()
    }

    func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        lock.lock()
        let cached = known
        let ran = ranThisRebuild
        lock.unlock()
        let symbol = { (position: Int) in registry.blocks[position].symbol }
        let missing = positions.filter { cached[symbol($0)] == nil || ran.contains(symbol($0)) }
        var report =
            missing.isEmpty
            ? ExecutionReport(first: [:], second: [:], launches: 0)
            : base.execute(missing, registry: registry, timeout: timeout)
        lock.lock()
        for position in missing {
            guard let first = report.first[position], let second = report.second[position] else { continue }
            // What could not run (a worker that did not start) is tried again next time.
            if case .notRun = first.status { continue }
            if case .notRun = second.status { continue }
            ranThisRebuild.insert(symbol(position))
            known[symbol(position)] = Self.telling(earlier: known[symbol(position)], first, second)
        }
        lock.unlock()
        let runNow = Set(missing)
        for position in positions where !runNow.contains(position) {
            guard let outcome = cached[symbol(position)] else { continue }
            report.first[position] = outcome.first
            report.second[position] = outcome.second
        }
        return report
    }

    /// The pair to keep after another run of a block: a pair that differs stays; a new run that differs
    /// from the kept one makes one.
    private static func telling(
        earlier: (first: BlockOutcome, second: BlockOutcome)?, _ first: BlockOutcome,
        _ second: BlockOutcome
    ) -> (first: BlockOutcome, second: BlockOutcome) {
        guard let earlier else { return (first, second) }
        if earlier.first.output != earlier.second.output || earlier.first.status != earlier.second.status {
            return earlier
        }
        for outcome in [first, second]
        where outcome.output != earlier.first.output || outcome.status != earlier.first.status {
            return (earlier.first, outcome)
        }
        return earlier
    }
}
