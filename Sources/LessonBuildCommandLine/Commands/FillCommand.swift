import LessonBuild
import LessonModel

/// `lessonbuild fill [--update]`: a check, then the transcripts written into the lessons.
enum FillCommand {
    static func run(_ settings: Invocation.Settings, update: Bool, executor: BlockExecutor) -> Int32 {
        let report = FillPipeline.fill(settings.engine, update: update, executor: executor)
        let terminal = settings.terminal
        terminal.timings(report.timings)
        // A transcript written by another compiler than the course's may not be what CI prints.
        if let compiler = CourseCompiler.mismatch() { terminal.say(compiler) }
        for edit in report.edits {
            switch edit {
            case .changed(let change):
                // What was written is news, not a problem: a note in the machine formats.
                if settings.format == .text {
                    terminal.line("\(change.location): \(change.description)")
                } else {
                    terminal.say(Diagnostic(.note, .filled, at: change.location, change.description))
                }
            case .problem(let diagnostic):
                terminal.say(diagnostic)
            }
        }
        terminal.say(report.remaining)
        let changed = report.changes.count
        terminal.line(changed == 0 ? "Nothing to fill." : "Filled \(changed) block\(changed == 1 ? "" : "s").")
        terminal.line(Terminal.runLine(report.check))
        terminal.line("\(report.passed) passed, \(report.failed) failed")
        return report.failed == 0 ? 0 : 1
    }
}
