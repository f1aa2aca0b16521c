import LessonModel

/// Before `fill` writes a block's output into a lesson, the block runs again in more processes.
///
/// Whatever the workers noted about the hash seed, a transcript that depends on hash order (or on anything
/// else that changes between processes) is then written at most once in 2 048 times (`RepeatedRuns`).
/// Only the blocks about to be written run again, and not those the check already confirmed the same way
/// (`HashOrderCheck`), so the cost is paid once per new output.
enum DeterminismCheck {
    static func confirm(
        _ report: inout CheckReport, update: Bool, compilation: CourseCompilation,
        executor: BlockExecutor, timeout: Double, confirmations: HashOrderConfirmations? = nil
    ) {
        var candidates: [(lesson: Int, block: Int, position: Int, output: String)] = []
        for (lessonIndex, lessonReport) in report.lessons.enumerated() {
            var occurrences: [UInt64: Int] = [:]
            // A compile-error block is never run (and is not in the registry, so it takes no occurrence).
            for (blockIndex, entry) in lessonReport.runnables.enumerated() where !entry.block.expectsCompileError {
                let occurrence = occurrences[entry.block.digest, default: 0]
                occurrences[entry.block.digest] = occurrence + 1
                let output: String
                switch entry.verdict {
                case .missingTranscript(let text): output = text
                case .mismatch(let text) where update: output = text
                default: continue
                }
                // Blocks the check already ran in more processes (those that read the hash seed) are not run again.
                guard
                    let position = compilation.registry.position(
                        lesson: lessonReport.lesson.key, digest: entry.block.digest,
                        occurrence: occurrence),
                    !report.confirmed.contains(position)
                else { continue }
                candidates.append((lessonIndex, blockIndex, position, output))
            }
        }
        guard !candidates.isEmpty else { return }
        let expected = Dictionary(candidates.map { ($0.position, $0.output) }, uniquingKeysWith: { first, _ in first })
        let (outcomes, _) = RepeatedRuns.differences(
            from: expected, executor: executor, registry: compilation.registry, timeout: timeout)
        let differing = outcomes.mapValues {
            $0.status == .finished ? $0.outputText : "(the block did not finish in one of the later runs)"
        }
        for candidate in candidates where differing[candidate.position] == nil {
            confirmations?.insert(compilation.registry.blocks[candidate.position], output: Array(candidate.output.utf8))
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
            let diff = LineDiff.unified(
                old: LineDiff.lines(candidate.output), new: LineDiff.lines(other), oldStart: 1, newStart: 1,
                oldLabel: "one run", newLabel: "another run (another process)")
            report.diagnostics.append(
                Diagnostic(
                    .error, .nondeterministic, at: lesson.location(block.code.openingLine),
                    "nondeterministic output: runs of this block in different processes printed different text, so fill does not write it. Iterating a Set or Dictionary does this (its order changes from one process to the next); sort the keys or use an array",
                    detail: diff))
        }
    }
}
