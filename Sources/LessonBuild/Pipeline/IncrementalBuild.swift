import Foundation
import LessonModel
import SiteRenderer

/// The preview's rebuilds of one course, and what they keep from one to the next: the parsed lessons (by
/// file bytes), the blocks' outcomes (by compiled block), the rendered pages (by their inputs) and what the
/// site folder holds. Each rebuild still looks at the whole course; what did not change is reused, so a
/// save costs about what the changed lesson costs. The result is the same as a first build afresh.
public final class IncrementalBuild: @unchecked Sendable {
    /// What one rebuild did: the site folder (nil when it could not be written, and the last one stands),
    /// its page count, and every problem found, with each block's own missing transcript as a warning.
    public struct Result: Sendable {
        public var site: String?
        public var pages: Int
        public var diagnostics: [Diagnostic]
        public var timings: PhaseTimings
    }

    /// The settings the build started with; `course.json` is read again at every rebuild.
    private let base: BuildSettings
    private var configuration: CourseConfiguration
    public let site: String
    /// Blocks whose code did not change are not run again; a kernel change forgets every result.
    let executor: CachingExecutor
    private let lessons = LessonCache()
    private let verdicts = VerdictCache()
    private let pages = RenderCache()
    private let names = CourseNames.Memory()
    private let writer: IncrementalSiteWriter
    private let kernels: String
    private let configFile: String

    public init(
        settings: BuildSettings, site: String, executor: BlockExecutor,
        configFile: String = CourseConfiguration.fileName
    ) {
        base = settings
        self.configFile = configFile
        configuration = settings.configuration
        self.site = site
        self.executor = CachingExecutor(executor)
        writer = IncrementalSiteWriter(directory: site)
        kernels = URL(fileURLWithPath: settings.layout.kernels).standardizedFileURL.path
    }

    /// Lesson pages rendered by the last rebuild (the others were reused).
    public var pagesRendered: Int { pages.pagesRendered }

    /// Checks the course and renders it into the site folder, whatever the checks found.
    /// - Parameter changed: the paths changed since the last rebuild (empty for the first).
    public func rebuild(changed: [String]) -> Result {
        executor.beginRebuild()
        if changed.contains(where: { RealPath.isInside(URL(fileURLWithPath: $0).standardizedFileURL.path, kernels) }) {
            executor.invalidate()
        }
        // The watcher saw these written: read them again even if their stamps look the same.
        lessons.distrust(changed.compactMap { LessonFiles.key(of: $0, lessonsDirectory: base.layout.lessons) })
        var settings = base
        var diagnostics: [Diagnostic] = []
        // The config's folders stay those of the start (they are what is watched); its other settings
        // (languages, titles, addresses) apply at once. A broken config keeps the last good one in use.
        var fresh = base
        fresh.configuration = CourseConfiguration()
        switch CourseSettings.resolve(fresh, file: configFile) {
        case .success(let resolved): configuration = resolved.configuration
        case .failure(let problem):
            diagnostics += problem.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.message += " (the previous settings stay in use)"
                return diagnostic
            }
        }
        settings.configuration = configuration
        verdicts.outcomesGeneration = executor.generation
        let run = CheckPipeline.run(settings, executor: executor, lessons: lessons, verdicts: verdicts)
        diagnostics += run.report.diagnostics.map {
            $0.fixable == .missingTranscript ? SiteBuild.shownInPage($0, fillCommand: settings.fillCommand) : $0
        }
        defer { run.timings.lap("render and write (\(pages.pagesRendered) lesson pages rendered)") }
        do {
            var input = SiteBuild.siteInput(run.report)
            let resolved = CourseNames.resolve(run.report, settings: settings, memory: names)
            input.names = resolved.table
            diagnostics += resolved.diagnostics
            let update = try writer.update { emit in SiteRenderer.render(input, cache: pages, emit: emit) }
            return Result(site: site, pages: update.pages, diagnostics: diagnostics, timings: run.timings)
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error, .siteNotBuilt, at: SourceLocation(file: site, line: 1),
                    "cannot write the preview site: \(error); the previous one is still served"))
            return Result(site: nil, pages: 0, diagnostics: diagnostics, timings: run.timings)
        }
    }
}
