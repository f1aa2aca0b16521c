import Foundation
import LessonModel
import LessonPreview
import SiteRenderer

/// The preview's rebuilds of one course, and what they keep from one to the next: the parsed lessons (by
/// file bytes), the blocks' outcomes (by compiled block), the rendered pages (by their inputs) and what the
/// site folder holds. Each rebuild still looks at the whole course; what did not change is reused, so a
/// save costs about what the changed lesson costs. The result is the same as a preview started afresh.
final class PreviewSession: @unchecked Sendable {
    /// The settings the command started with; `course.json` is read again at every rebuild.
    private let base: Invocation.Settings
    private var configuration: CourseConfiguration
    let site: String
    /// Blocks whose code did not change are not run again; a kernel change forgets every result.
    let executor: CachingExecutor
    private let lessons = LessonCache()
    private let verdicts = VerdictCache()
    private let pages = RenderCache()
    private let writer: PreviewSiteWriter
    private let kernels: String
    private let configFile: String

    init(settings: Invocation.Settings, site: String, executor: BlockExecutor, configFile: String = PreviewCommand.courseConfig) {
        base = settings
        self.configFile = configFile
        configuration = settings.configuration
        self.site = site
        self.executor = CachingExecutor(executor)
        writer = PreviewSiteWriter(directory: site)
        kernels = URL(fileURLWithPath: settings.layout.kernels).standardizedFileURL.path
    }

    /// Lesson pages rendered by the last rebuild (the others were reused).
    var pagesRendered: Int { pages.pagesRendered }

    /// Checks the course and renders it into the site folder, whatever the checks found.
    /// - Parameter changed: the paths changed since the last rebuild (empty for the first).
    func rebuild(changed: [String]) -> RebuildResult {
        let clock = PhaseClock()
        executor.beginRebuild()
        if changed.contains(where: { RealPath.isInside(URL(fileURLWithPath: $0).standardizedFileURL.path, kernels) }) { executor.invalidate() }
        // The watcher saw these written: read them again even if their stamps look the same.
        lessons.distrust(changed.compactMap { LessonFiles.key(of: $0, lessonsDirectory: base.layout.lessons) })
        var settings = base
        var diagnostics: [PreviewDiagnostic] = []
        // The config's folders stay those of the start (they are what is watched); its other settings
        // (languages, titles, addresses) apply at once. A broken config keeps the last good one in use.
        var fresh = base
        fresh.configuration = CourseConfiguration()
        switch LessonBuildMain.resolve(fresh, file: configFile) {
        case .success(let resolved): configuration = resolved.configuration
        case .failure(let problem):
            diagnostics.append(PreviewDiagnostic(file: problem.file, line: problem.line, severity: "error", kind: .other,
                                                 message: "\(problem.message) (the previous settings stay in use)"))
        }
        settings.configuration = configuration
        verdicts.outcomesGeneration = executor.generation
        let report = LessonBuildMain.check(settings, executor: executor, lessons: lessons, verdicts: verdicts)
        clock.lap("check")
        let fill = settings.command("fill")
        diagnostics += report.diagnostics.map {
            PreviewCommand.previewDiagnostic($0, page: PreviewCommand.page(of: $0.location.file, lessons: settings.layout.lessons),
                                             fillCommand: fill)
        }
        defer { clock.lap("render and write (\(pages.pagesRendered) lesson pages rendered)") }
        do {
            let input = SiteCommand.siteInput(report)
            clock.lap("site input")
            let update = try writer.update { emit in SiteRenderer.render(input, cache: pages, emit: emit) }
            return RebuildResult(site: site, pages: update.pages, diagnostics: diagnostics)
        } catch {
            diagnostics.append(PreviewDiagnostic(file: site, line: 1, severity: "error", kind: .other,
                                                 message: "cannot write the preview site: \(error); the previous one is still served"))
            return RebuildResult(site: nil, pages: 0, diagnostics: diagnostics)
        }
    }
}
