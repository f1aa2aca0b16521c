import Foundation
import LessonModel

/// `fill`: a check, then the transcripts (and, with `update`, stale listings) written into the lessons,
/// each lesson replaced whole through a temporary file (`AtomicFile`), never half-written.
public enum FillPipeline {
    public struct Report {
        /// The check the edits were planned from.
        public var check: CheckReport
        /// In lesson order: each edit made, and what could not be written (output a lesson cannot hold, a
        /// lesson that cannot be written).
        public var edits: [Edit]
        /// Everything the check found that fill does not fix.
        public var remaining: [Diagnostic]
        public var timings: PhaseTimings

        public enum Edit {
            case changed(Filler.Change)
            case problem(Diagnostic)
        }

        public var changes: [Filler.Change] {
            edits.compactMap { if case .changed(let change) = $0 { change } else { nil } }
        }
        /// Blocks and listings that pass now: those that passed, and those just written.
        public var passed: Int { check.passed + changes.count }
        public var failed: Int { remaining.filter { $0.severity == .error }.count + edits.count - changes.count }
    }

    public static func fill(_ settings: BuildSettings, update: Bool, executor: BlockExecutor) -> Report {
        var run = CheckPipeline.run(settings, executor: executor)
        DeterminismCheck.confirm(
            &run.report, update: update, compilation: run.compilation, executor: executor,
            timeout: settings.timeout, confirmations: run.confirmations)
        run.confirmations.save()
        var edits: [Report.Edit] = []
        Leftovers.cleanLessonCopies(under: settings.layout.lessons)
        for plan in Filler.plan(run.report, update: update) {
            edits += plan.refused.map { .problem(Diagnostic(.error, .fillRefused, at: $0.location, $0.description)) }
            guard !plan.changes.isEmpty else { continue }
            do {
                try AtomicFile.write(
                    plan.newBytes, to: plan.lesson.displayPath, expecting: plan.lesson.source.bytes,
                    within: settings.layout.lessons)
                edits += plan.changes.map(Report.Edit.changed)
            } catch {
                edits.append(
                    .problem(
                        Diagnostic(
                            .error, .writeFailed, at: SourceLocation(file: plan.lesson.displayPath, line: 1),
                            "cannot write the lesson: \(error)")))
            }
        }
        // What is still wrong after the edits: everything fill does not fix.
        let fixed: (Diagnostic) -> Bool = { diagnostic in
            diagnostic.fixable == .missingTranscript || (update && diagnostic.fixable == .outdated)
        }
        return Report(
            check: run.report, edits: edits, remaining: run.report.diagnostics.filter { !fixed($0) },
            timings: run.timings)
    }
}
