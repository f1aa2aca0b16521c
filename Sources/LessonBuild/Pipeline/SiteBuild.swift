import Foundation
import LessonModel
import SiteRenderer

/// `build`: checks every lesson exactly as `check` does, then renders the site and swaps it in whole.
///
/// Any failure stops the build and leaves the previous site untouched. A block that only lacks its
/// transcript is not a failure here: its output is rendered into the page (marked as not yet in the
/// lesson) and reported as a warning; the lesson file itself is never changed.
public enum SiteBuild {
    public struct Report {
        public var check: CheckReport
        /// The check's diagnostics, a missing transcript said as a warning (its output is in the page).
        public var diagnostics: [Diagnostic]
        /// Blocks shown with their build-time output, for want of a transcript.
        public var untranscribed: Int
        /// Errors among `diagnostics`: any stops the build.
        public var failures: Int
        /// The renderer's warnings about the course (words without a meaning, a missing base URL…).
        public var renderWarnings: [Diagnostic] = []
        /// Paths of the files written; nil when nothing was written.
        public var written: [String]?
        /// Why the new site is not (wholly) in place, when writing failed.
        public var writeProblem: Diagnostic?
        /// The site is in place, but something around it went wrong (the old one could not be removed).
        public var afterWarning: Diagnostic?
        public var timings: PhaseTimings

        public var succeeded: Bool { written != nil && writeProblem == nil }
    }

    /// Where the preview writes its site unless told otherwise: in the build cache.
    public static var previewFolder: String { SiteOutputCheck.previewFolder }

    /// Why `output` must not be replaced by a site (it holds the lessons, or files that are not a site's), or nil.
    public static func refusal(output: String, settings: BuildSettings) -> String? {
        let layout = settings.layout.layout
        return SiteOutputCheck.refusal(
            output: output, packageRoot: FileManager.default.currentDirectoryPath,
            lessons: layout.lessonsDirectory, kernels: layout.kernelsDirectory)
    }

    /// Whether `folder` holds a site lessonbuild wrote (its marker file): only such a folder is a command's to remove.
    public static func holdsSite(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + SiteWriter.marker)
    }

    public static func build(_ settings: BuildSettings, output: String, executor: BlockExecutor) -> Report {
        let run = CheckPipeline.run(settings, executor: executor)
        var report = Report(check: run.report, diagnostics: [], untranscribed: 0, failures: 0, timings: run.timings)
        for diagnostic in run.report.diagnostics {
            if diagnostic.fixable == .missingTranscript {
                report.untranscribed += 1
                report.diagnostics.append(shownInPage(diagnostic, fillCommand: settings.fillCommand))
            } else {
                report.diagnostics.append(diagnostic)
                if diagnostic.severity == .error { report.failures += 1 }
            }
        }
        guard report.failures == 0 else { return report }
        var input = siteInput(run.report)
        let names = CourseNames.resolve(run.report, settings: settings)
        input.names = names.table
        report.timings.lap("names")
        let pages = PageFolder(cacheDirectory: CourseCompilation.cacheDirectory(for: settings.layout.layout))
        // Pages found in the build cache are held open until the site links them (`PageFolder`).
        defer { pages.close() }
        // The warnings read every transcript and lesson (unless the cache keeps what they found): worked out
        // on another core while the site is made.
        let warnings = BackgroundValue { [input] in SiteRenderer.warnings(input, store: pages) }
        let at = SourceLocation(file: output, line: 1)
        do {
            let result = try SiteWriter.replace(output) { emit in SiteRenderer.render(input, store: pages, emit: emit) }
            report.written = result.paths
            report.afterWarning = result.warning.map {
                Diagnostic(.warning, .siteWarning, at: at, "the new site is in place, but \($0)")
            }
        } catch SiteWriter.Failure.notReplaced(let reason) {
            report.writeProblem = Diagnostic(
                .error, .siteNotBuilt, at: at, "the site was not built: \(reason). \(output)/ was not changed.")
        } catch {
            report.writeProblem = Diagnostic(.error, .siteNotBuilt, at: at, "the site may be incomplete: \(error).")
        }
        report.renderWarnings =
            warnings.value.map {
                Diagnostic(.warning, .siteWarning, at: SourceLocation(file: CourseConfiguration.fileName, line: 1), $0)
            } + names.diagnostics + SiteRenderer.lessonWarnings(input)
        // Kept pages and names refused while the site was made: said unless the check said it already (once a
        // command).
        let cache = CourseCompilation.cacheDirectory(for: settings.layout.layout)
        if let refused = CacheAudit.warning(CacheAudit.shared.take(under: cache), cache: cache),
            !report.diagnostics.contains(where: { $0.id == .cacheEntryRefused })
        {
            report.renderWarnings.append(refused)
        }
        report.timings.lap("render and write")
        return report
    }

    /// A missing transcript as `build` and the preview say it: a warning, since the page shows the output.
    static func shownInPage(_ diagnostic: Diagnostic, fillCommand: String) -> Diagnostic {
        var warning = diagnostic
        warning.severity = .warning
        warning.message = TranscriptCheck.shownInPageMessage(file: diagnostic.location.file, fillCommand: fillCommand)
        return warning
    }

    /// What the renderer needs from a check: the lessons, and each block's checked or build-time output.
    static func siteInput(_ report: CheckReport) -> SiteInput {
        var outputs: [String: [Int: BlockOutput]] = [:]
        for lessonReport in report.lessons {
            for (runnable, verdict) in lessonReport.runnables {
                switch verdict {
                case .matches(let text):
                    outputs[lessonReport.lesson.key, default: [:]][runnable.code.openingLine] = BlockOutput(
                        text: text, state: .checked)
                case .missingTranscript(let text):
                    outputs[lessonReport.lesson.key, default: [:]][runnable.code.openingLine] = BlockOutput(
                        text: text, state: .filledAtBuild)
                case .mismatch, .failed:
                    break
                }
            }
        }
        let lessons = report.lessons.map(\.lesson)
        let date = BuildDate.resolve(
            environment: ProcessInfo.processInfo.environment, lessonFiles: lessons.map(\.displayPath))
        let configuration = report.configuration
        var assets: [String: [UInt8]] = [:]
        for (key, path) in report.assets { if let bytes = RawFile.contents(atPath: path) { assets[key] = bytes } }
        return SiteInput(
            lessons: lessons, outputs: outputs, kernels: report.kernels,
            settings: SiteSettings(
                baseURL: configuration.baseURL, sourceURL: configuration.repositoryURL,
                editURL: configuration.editURL, buildDate: date),
            configuration: configuration, landings: report.landings, assets: assets,
            languageKernels: report.languageKernels)
    }
}
