import Foundation

/// Remembers what each compiled block printed, for the preview: a save that changes only prose (or one
/// block) runs only the blocks whose code is new. A block is known by its entry symbol, which names the
/// digest of its code; `invalidate()` forgets everything when the kernels change.
final class CachingExecutor: BlockExecutor, @unchecked Sendable {
    private let base: BlockExecutor
    private let lock = NSLock()
    private var known: [String: (first: BlockOutcome, second: BlockOutcome)] = [:]

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

    func execute(_ positions: [Int], registry: ProgramRegistry, timeout: Double) -> ExecutionReport {
        lock.lock()
        let cached = known
        lock.unlock()
        let missing = positions.filter { cached[registry.blocks[$0].symbol] == nil }
        var report = missing.isEmpty ? ExecutionReport(first: [:], second: [:], launches: 0)
            : base.execute(missing, registry: registry, timeout: timeout)
        lock.lock()
        for position in missing {
            guard let first = report.first[position], let second = report.second[position] else { continue }
            // What could not run (a worker that did not start) is tried again next time.
            if case .notRun = first.status { continue }
            if case .notRun = second.status { continue }
            known[registry.blocks[position].symbol] = (first, second)
        }
        lock.unlock()
        for position in positions where !missing.contains(position) {
            guard let outcome = cached[registry.blocks[position].symbol] else { continue }
            report.first[position] = outcome.first
            report.second[position] = outcome.second
        }
        return report
    }
}
