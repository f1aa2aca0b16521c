/// Runs blocks again in more processes to catch output that differs from one process to the next.
///
/// Swift seeds `Set` and `Dictionary` hashing per process, so output that follows hash order differs
/// between runs only by chance: two processes agree half the time for two elements. Five more pairs of
/// processes (twelve runs with the first two) agree by chance at most once in 2 048 times.
enum RepeatedRuns {
    static let extraRounds = 5

    /// Runs the blocks (position → the output they printed so far) in up to `extraRounds` more pairs of
    /// processes, stopping early for a block once a run prints something else or does not finish; returns
    /// that run's outcome for each such block, and how many processes were started.
    static func differences(from expected: [Int: String], executor: BlockExecutor, registry: ProgramRegistry,
                            timeout: Double) -> (outcomes: [Int: BlockOutcome], launches: Int) {
        var found: [Int: BlockOutcome] = [:]
        var launches = 0
        var pending = expected.keys.sorted()
        for _ in 0..<extraRounds where !pending.isEmpty {
            let again = executor.execute(pending, registry: registry, timeout: timeout)
            launches += again.launches
            pending = pending.filter { position in
                for outcome in [again.first[position], again.second[position]] {
                    guard let outcome else { continue }
                    if outcome.status != .finished || outcome.outputText != expected[position] {
                        found[position] = outcome
                        return false
                    }
                }
                return true
            }
        }
        return (found, launches)
    }
}

/// Makes `check` agree with itself on blocks whose output follows hash order: two runs alone would pass
/// such a block (against a transcript that happens to match) every other time. A worker notes whether a
/// block read the process's hash seed; only those blocks run again, and the first run that prints
/// something else is kept as the second outcome, so the block is reported as nondeterministic with two
/// outputs that really differ.
enum HashOrderCheck {
    static func confirm(_ execution: inout ExecutionReport, positions: [Int], executor: BlockExecutor,
                        registry: ProgramRegistry, timeout: Double) {
        var expected: [Int: String] = [:]
        for position in positions {
            guard let first = execution.first[position], let second = execution.second[position],
                  first.status == .finished, second.status == .finished, first.output == second.output,
                  first.hashed || second.hashed else { continue }
            expected[position] = first.outputText
        }
        guard !expected.isEmpty else { return }
        let (outcomes, launches) = RepeatedRuns.differences(from: expected, executor: executor, registry: registry, timeout: timeout)
        execution.launches += launches
        execution.confirmed = Set(expected.keys).subtracting(outcomes.keys)
        // A later run that did not finish says nothing about hash order (a loaded machine may time out).
        for (position, outcome) in outcomes where outcome.status == .finished { execution.second[position] = outcome }
    }
}
