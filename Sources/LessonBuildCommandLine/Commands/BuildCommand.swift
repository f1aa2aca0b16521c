import LessonBuild

/// `lessonbuild build`: checks every lesson, then writes the site (`SiteBuild`); says what happened.
enum BuildCommand {
    static func run(_ settings: Invocation.Settings, output: String, executor: BlockExecutor) -> Int32 {
        let terminal = settings.terminal
        if let refusal = SiteBuild.refusal(output: output, settings: settings.engine) {
            terminal.complain("lessonbuild: \(refusal)\n")
            return LessonBuildMain.usageStatus
        }
        let report = SiteBuild.build(settings.engine, output: output, executor: executor)
        terminal.timings(report.timings)
        if let compiler = CourseCompiler.mismatch() { terminal.say(compiler) }
        terminal.say(report.diagnostics)
        if let summary = JobSummary.write(
            settings, title: "lessonbuild build", passed: report.check.passed, failed: report.failures,
            diagnostics: report.diagnostics)
        {
            terminal.say(summary)
            return 1
        }
        terminal.line(Terminal.runLine(report.check))
        let untranscribed =
            report.untranscribed == 0
            ? ""
            : "; \(report.untranscribed) block\(report.untranscribed == 1 ? " has" : "s have") no transcript yet (warnings above)"
        terminal.line("\(report.check.passed) passed, \(report.failures) failed\(untranscribed)")
        guard report.failures == 0 else {
            terminal.line(
                "The site was not built: \(report.failures) error\(report.failures == 1 ? "" : "s") above. \(output)/ is unchanged."
            )
            return 1
        }
        terminal.say(report.renderWarnings)
        if let problem = report.writeProblem {
            terminal.say(problem)
            return 1
        }
        let written = report.written ?? []
        terminal.line(
            "Built \(output)/: \(written.filter { $0.hasSuffix(".html") }.count) pages, \(written.count) files.")
        if let warning = report.afterWarning { terminal.say(warning) }
        return 0
    }
}
