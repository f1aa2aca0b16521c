import Foundation
import LessonModel

/// The check, from files to verdicts: read the selected lessons, compile their blocks and the kernels, run
/// them and judge them. `check`, `fill`, `build` and the preview all start here.
public enum CheckPipeline {
    /// What one check found, with what the later stages need: the compiled course (a fill runs blocks
    /// again) and the hash-order confirmations it keeps in the build cache.
    public struct Run {
        public var report: CheckReport
        public var compilation: CourseCompilation
        var confirmations: HashOrderConfirmations
        public var timings: PhaseTimings
    }

    /// - Parameters:
    ///   - lessons: lessons parsed by earlier checks of the same course (the preview's).
    ///   - verdicts: verdicts kept from earlier checks (the preview's, with its caching executor).
    static func run(
        _ settings: BuildSettings, executor: BlockExecutor, lessons: LessonCache? = nil,
        verdicts: VerdictCache? = nil
    ) -> Run {
        let timings = PhaseTimings()
        var course = Course.load(
            settings.layout.layout, selection: settings.selection, configuration: settings.configuration,
            cache: lessons)
        if let shard = settings.shard {
            course.lessons = shard.select(course.lessons)
            // What is not about a lesson (a file that is no lesson, a name collision) is said by the first
            // shard alone, so the shards' diagnostics add up to the full check's.
            if shard.index != 1 { course.diagnostics = [] }
        }
        timings.lap("read \(course.lessons.count) lessons")
        let compilation = CourseCompilation.compile(
            course, limits: settings.compile, sandbox: settings.sandbox,
            wholeCourse: settings.selection.isEmpty && settings.shard == nil)
        timings.lap(
            "compile (\(compilation.result.compiledAlone) alone, \(compilation.result.sharedRebuilt) shared shards rebuilt)"
        )
        var checker = Checker(compilation: compilation, executor: executor, timeout: settings.timeout)
        checker.fillCommand = settings.fillCommand
        checker.verdicts = verdicts
        // Saved while the compilation still holds the cache's lock.
        let confirmations = HashOrderConfirmations(
            cacheDirectory: CourseCompilation.cacheDirectory(for: course.layout),
            kernelsKey: compilation.registry.kernelsKey)
        checker.confirmations = confirmations
        let report = checker.check(course)
        confirmations.save()
        timings.lap("run and judge \(report.blocksRun) blocks (\(report.processesStarted) processes)")
        return Run(report: report, compilation: compilation, confirmations: confirmations, timings: timings)
    }

    /// Checks the course: the report's diagnostics and counts say what failed.
    public static func check(_ settings: BuildSettings, executor: BlockExecutor) -> (
        report: CheckReport, timings: PhaseTimings
    ) {
        let run = run(settings, executor: executor)
        return (run.report, run.timings)
    }
}
