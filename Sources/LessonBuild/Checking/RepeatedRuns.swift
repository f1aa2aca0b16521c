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
    static func differences(
        from expected: [Int: String], executor: BlockExecutor, registry: ProgramRegistry,
        timeout: Double
    ) -> (outcomes: [Int: BlockOutcome], launches: Int) {
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
    static func confirm(
        _ execution: inout ExecutionReport, positions: [Int], executor: BlockExecutor,
        registry: ProgramRegistry, timeout: Double
    ) {
        var expected: [Int: String] = [:]
        for position in positions {
            guard let first = execution.first[position], let second = execution.second[position],
                first.status == .finished, second.status == .finished, first.output == second.output,
                first.hashed || second.hashed, !execution.confirmed.contains(position)
            else { continue }
            expected[position] = first.outputText
        }
        guard !expected.isEmpty else { return }
        let (outcomes, launches) = RepeatedRuns.differences(
            from: expected, executor: executor, registry: registry, timeout: timeout)
        execution.launches += launches
        execution.confirmed.formUnion(Set(expected.keys).subtracting(outcomes.keys))
        // A later run that trapped or threw differs from the first as surely as one that printed something else
        // (a block that traps under one hash seed); one that timed out or could not start says nothing about
        // hash order (a loaded machine may time out), and its block is simply not confirmed.
        for (position, outcome) in outcomes {
            switch outcome.status {
            case .finished, .crashed, .threw: execution.second[position] = outcome
            case .timedOut, .notRun: break
            }
        }
    }
}

/// `check` runs every block once, then a second time (in another process) only where one run cannot settle
/// the verdict: output that differs from the transcript (or has none), where a second run tells a wrong
/// transcript from output that changes between processes; and output that may follow hash order (the
/// block read the hash seed) unless an earlier check confirmed this very output in twelve processes
/// (`HashOrderConfirmations`), where the second run starts `HashOrderCheck`. A block that trapped or hung
/// is reported from its first run. Every other block's second outcome is its first.
enum SecondRun {
    static func complete(
        _ execution: inout ExecutionReport, positions: [Int], transcripts: [Int: String],
        confirmations: HashOrderConfirmations?, executor: BlockExecutor, registry: ProgramRegistry,
        timeout: Double
    ) {
        var again: [Int] = []
        for position in positions {
            guard let first = execution.first[position] else { continue }
            let confirmed =
                first.status == .finished && first.hashed
                && confirmations?.contains(registry.blocks[position], output: first.output) == true
            if confirmed { execution.confirmed.insert(position) }
            guard execution.second[position] == nil else { continue }
            guard first.status == .finished else {
                execution.second[position] = first
                continue
            }
            if first.hashed && !confirmed {
                again.append(position)
                continue
            }
            if transcripts[position].map({ TranscriptCheck.sameText($0, first.outputText) }) == true {
                execution.second[position] = first
            } else {
                again.append(position)
            }
        }
        guard !again.isEmpty else { return }
        let second = executor.executeOnce(again, registry: registry, timeout: timeout)
        execution.launches += second.launches
        for position in again {
            execution.second[position] =
                second.first[position]
                ?? BlockOutcome(
                    status: .notRun(reason: "the second run reported nothing for it (internal error)"), output: [])
        }
    }
}
