import CSystem
import Foundation
import LessonModel
import SiteRenderer

/// `lessonbuild build`: checks every lesson exactly as `check` does, then renders the site.
///
/// Any failure stops the build and leaves the previous site untouched. A block that only lacks its
/// transcript is not a failure here: its output is rendered into the page (marked as not yet in the
/// lesson) and reported as a warning; the lesson file itself is never changed.
enum SiteCommand {
    static func run(_ settings: Invocation.Settings, output: String, executor: BlockExecutor) -> Int32 {
        let layout = settings.layout.layout
        if let refusal = SiteOutputCheck.refusal(output: output, packageRoot: FileManager.default.currentDirectoryPath,
                                                 lessons: layout.lessonsDirectory, kernels: layout.kernelsDirectory) {
            FileHandle.standardError.write(Data("lessonbuild: \(refusal)\n".utf8))
            return LessonBuildMain.usageStatus
        }
        let report = LessonBuildMain.check(settings, executor: executor)
        var failures = 0
        var warnings = 0
        let fill = settings.command("fill")
        for diagnostic in report.diagnostics {
            if diagnostic.fixable == .missingTranscript {
                warnings += 1
                var warning = diagnostic
                warning.severity = .warning
                warning.message = TranscriptCheck.shownInPageMessage(file: diagnostic.location.file, fillCommand: fill)
                LessonBuildMain.say(warning.description)
            } else {
                LessonBuildMain.say(diagnostic.description)
                if diagnostic.severity == .error { failures += 1 }
            }
        }
        LessonBuildMain.say(report.summary.split(separator: "\n").first.map(String.init) ?? "")
        let untranscribed = warnings == 0 ? "" : "; \(warnings) block\(warnings == 1 ? " has" : "s have") no transcript yet (warnings above)"
        LessonBuildMain.say("\(report.passed) passed, \(failures) failed\(untranscribed)")
        guard failures == 0 else {
            LessonBuildMain.say("The site was not built: \(failures) error\(failures == 1 ? "" : "s") above. \(output)/ is unchanged.")
            return 1
        }

        let input = siteInput(report)
        for warning in SiteRenderer.warnings(input) {
            LessonBuildMain.say("\(CourseConfiguration.fileName):1: warning: \(warning)")
        }
        let result: SiteWriter.Result
        do {
            result = try SiteWriter.replace(output) { emit in SiteRenderer.render(input, emit: emit) }
        } catch SiteWriter.Failure.notReplaced(let reason) {
            LessonBuildMain.say("\(output):1: error: the site was not built: \(reason). \(output)/ was not changed.")
            return 1
        } catch {
            LessonBuildMain.say("\(output):1: error: the site may be incomplete: \(error).")
            return 1
        }
        let written = result.paths
        let pages = written.filter { $0.hasSuffix(".html") }.count
        LessonBuildMain.say("Built \(output)/: \(pages) pages, \(written.count) files.")
        if let warning = result.warning {
            LessonBuildMain.say("\(output):1: warning: the new site is in place, but \(warning)")
        }
        return 0
    }

    /// What the renderer needs from a check: the lessons, and each block's checked or build-time output.
    static func siteInput(_ report: CheckReport) -> SiteInput {
        var outputs: [String: [Int: BlockOutput]] = [:]
        for lessonReport in report.lessons {
            for (runnable, verdict) in lessonReport.runnables {
                switch verdict {
                case .matches(let text):
                    outputs[lessonReport.lesson.key, default: [:]][runnable.code.openingLine] = BlockOutput(text: text, state: .checked)
                case .missingTranscript(let text):
                    outputs[lessonReport.lesson.key, default: [:]][runnable.code.openingLine] = BlockOutput(text: text, state: .filledAtBuild)
                case .mismatch, .failed:
                    break
                }
            }
        }
        let lessons = report.lessons.map(\.lesson)
        let date = BuildDate.resolve(environment: ProcessInfo.processInfo.environment, lessonFiles: lessons.map(\.displayPath))
        let configuration = report.configuration
        var assets: [String: [UInt8]] = [:]
        for (key, path) in report.assets { if let bytes = RawFile.contents(atPath: path) { assets[key] = bytes } }
        return SiteInput(lessons: lessons, outputs: outputs, kernels: report.kernels,
                         settings: SiteSettings(baseURL: configuration.baseURL, sourceURL: configuration.repositoryURL,
                                                editURL: configuration.editURL, buildDate: date),
                         configuration: configuration, landings: report.landings, assets: assets,
                         languageKernels: report.languageKernels)
    }
}
