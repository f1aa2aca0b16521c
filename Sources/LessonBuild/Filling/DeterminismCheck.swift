import LessonModel

/// Before `fill` writes a block's output into a lesson, the block runs again in more processes.
///
/// Swift seeds `Set` and `Dictionary` hashing per process, so output that follows hash order differs
/// between runs only by chance: two processes agree half the time for two elements. Twelve runs in all
/// agree by chance at most once in 2 048 times, so a transcript that depends on hash order is written at
/// most that rarely. Only the blocks about to be written run again, so the cost is paid once per new output.
enum DeterminismCheck {
    /// Extra rounds of two runs each (with the check's own two: twelve runs).
    static let extraRounds = 5

    static func confirm(_ report: inout CheckReport, update: Bool, compilation: CourseCompilation,
                        executor: BlockExecutor, timeout: Double) {
        var candidates: [(lesson: Int, block: Int, position: Int, output: String)] = []
        for (lessonIndex, lessonReport) in report.lessons.enumerated() {
            var occurrences: [UInt64: Int] = [:]
            for (blockIndex, entry) in lessonReport.runnables.enumerated() {
                let occurrence = occurrences[entry.block.digest, default: 0]
                occurrences[entry.block.digest] = occurrence + 1
                let output: String
                switch entry.verdict {
                case .missingTranscript(let text): output = text
                case .mismatch(let text) where update: output = text
                default: continue
                }
                guard let position = compilation.registry.position(lesson: lessonReport.lesson.key, digest: entry.block.digest,
                                                                   occurrence: occurrence) else { continue }
                candidates.append((lessonIndex, blockIndex, position, output))
            }
        }
        guard !candidates.isEmpty else { return }
        var differing: [Int: String] = [:]
        for _ in 0..<extraRounds {
            let positions = candidates.map(\.position).filter { differing[$0] == nil }
            if positions.isEmpty { break }
            let execution = executor.execute(positions, registry: compilation.registry, timeout: timeout)
            for candidate in candidates where differing[candidate.position] == nil {
                for outcome in [execution.first[candidate.position], execution.second[candidate.position]] {
                    guard let outcome, outcome.status == .finished else {
                        differing[candidate.position] = "(the block did not finish in one of the later runs)"
                        break
                    }
                    if outcome.outputText != candidate.output { differing[candidate.position] = outcome.outputText; break }
                }
            }
        }
        for candidate in candidates {
            guard let other = differing[candidate.position] else { continue }
            let lesson = report.lessons[candidate.lesson].lesson
            let block = report.lessons[candidate.lesson].runnables[candidate.block].block
            report.lessons[candidate.lesson].runnables[candidate.block].verdict = .failed
            let last = block.transcript?.lastLine ?? block.code.lastLine
            report.diagnostics.removeAll {
                $0.fixable != nil && $0.location.file == lesson.displayPath
                    && (block.code.openingLine...last).contains($0.location.line)
            }
            let diff = LineDiff.unified(old: LineDiff.lines(candidate.output), new: LineDiff.lines(other), oldStart: 1, newStart: 1,
                                        oldLabel: "one run", newLabel: "another run (another process)")
            report.diagnostics.append(Diagnostic(.error, at: lesson.location(block.code.openingLine),
                "nondeterministic output: runs of this block in different processes printed different text, so fill does not write it. Iterating a Set or Dictionary does this (its order changes from one process to the next); sort the keys or use an array",
                detail: diff))
        }
    }
}
