import LessonBuild

/// `lessonbuild check`: every block run and compared with its transcript, every listing with its kernel.
enum CheckCommand {
    static func run(_ settings: Invocation.Settings, executor: BlockExecutor) -> Int32 {
        let (report, timings) = CheckPipeline.check(settings.engine, executor: executor)
        let terminal = settings.terminal
        terminal.timings(timings)
        if let compiler = CourseCompiler.mismatch() { terminal.say(compiler) }
        terminal.say(report.diagnostics)
        terminal.line(Terminal.runLine(report))
        terminal.line("\(report.passed) passed, \(report.failed) failed")
        let summary = JobSummary.write(
            settings, title: "lessonbuild check", passed: report.passed, failed: report.failed,
            diagnostics: report.diagnostics)
        if let summary { terminal.say(summary) }
        return report.failed == 0 && summary == nil ? 0 : 1
    }
}
