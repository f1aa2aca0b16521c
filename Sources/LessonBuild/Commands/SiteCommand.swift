import Foundation
import LessonModel

/// `lessonbuild build`: check, then render the site (the renderer lands with the site issue).
enum SiteCommand {
    static func run(_ settings: Invocation.Settings, output: String, registry: ProgramRegistry, executor: BlockExecutor) -> Int32 {
        let report = LessonBuildMain.check(settings, registry: registry, executor: executor)
        for diagnostic in report.diagnostics { LessonBuildMain.say(diagnostic.description) }
        LessonBuildMain.say(report.summary)
        return report.failed == 0 ? 0 : 1
    }
}
