/// Makes `check` agree with itself on blocks whose output follows hash order.
///
/// Two processes print a two-element `Dictionary` in the same order half the time, so two runs alone would
/// pass such a block (against a transcript that happens to match) every other time. A worker notes whether a
/// block read the process's hash seed; only those blocks run again, in five more pairs of processes (twelve
/// runs in all), and the first run that prints something else is kept as the second outcome, so the block is
/// reported as nondeterministic with two outputs that really differ. Chance agreement of twelve runs, for
/// two elements: one in 2 048.
enum HashOrderCheck {
    static let extraRounds = 5

    static func confirm(_ execution: inout ExecutionReport, positions: [Int], executor: BlockExecutor,
                        registry: ProgramRegistry, timeout: Double) {
        var pending = positions.filter { position in
            guard let first = execution.first[position], let second = execution.second[position],
                  first.status == .finished, second.status == .finished, first.output == second.output else { return false }
            return first.hashed || second.hashed
        }
        for _ in 0..<extraRounds where !pending.isEmpty {
            let again = executor.execute(pending, registry: registry, timeout: timeout)
            execution.launches += again.launches
            pending = pending.filter { position in
                for outcome in [again.first[position], again.second[position]] {
                    guard let outcome, outcome.status == .finished else { continue }
                    if outcome.output != execution.first[position]?.output {
                        execution.second[position] = outcome
                        return false
                    }
                }
                return true
            }
        }
    }
}
