import Foundation
import LessonBuild
import LessonModel
import LessonPreview
import SiteRenderer

#if canImport(Glibc)
    import Glibc
#endif

/// `lessonbuild preview`: serves the course site, rebuilds it whenever a lesson, a kernel or the course
/// config changes, and makes the open pages reload. Never writes a lesson file.
///
/// A rebuild checks the course and renders it even when checks fail: the pages show the lessons as they
/// are now, and the failures go to the terminal and to the browser overlay (via `status.json`). When no
/// site can be written at all, the last one stays served.
enum PreviewCommand {
    static var defaultOutput: String { SiteBuild.previewFolder }
    /// The course config, watched like the lessons (a missing file is fine; its creation counts as a change).
    static let courseConfig = CourseConfiguration.fileName

    static func run(
        _ settings: Invocation.Settings, output: String, host: String, port: Int?,
        executor: BlockExecutor
    ) -> Int32 {
        let site = URL(fileURLWithPath: output).standardizedFileURL.path
        // The preview replaces its folder and removes it when it stops: the same rule as `build --output`.
        let terminal = Terminal()
        if let refusal = SiteBuild.refusal(output: output, settings: settings.engine) {
            terminal.complain("lessonbuild: \(refusal)\n")
            return LessonBuildMain.usageStatus
        }
        let state = PreviewState()
        let events = ReloadEvents()
        let server: PreviewServer
        do {
            server = try PreviewServer(state: state, events: events, host: host, port: port)
        } catch {
            terminal.complain("lessonbuild preview: \(error)\n")
            return 1
        }
        let watched = [settings.layout.lessons, settings.layout.kernels, courseConfig]
        terminal.line(
            "Previewing \(settings.layout.lessons) (watching \(watched.joined(separator: ", "))); Ctrl-C stops. Open:")
        terminal.line(server.url)

        let session = IncrementalBuild(
            settings: settings.engine, site: site, executor: executor, configFile: courseConfig)
        let loop = rebuildLoop(
            session, lessons: settings.layout.lessons, state: state, events: events, terminal: terminal)
        let watcher = Watcher(paths: watched) { changed in loop.changed(changed) }
        let stopSignals = StopSignals()
        loop.start()
        watcher.start()
        stopSignals.wait()

        terminal.line("Stopping the preview…")
        watcher.stop()
        loop.stop()  // lets a running rebuild (and the builder copies it started) finish first
        server.stop()
        // Only a folder that holds the site marker is this preview's to remove.
        if SiteBuild.holdsSite(site) { try? FileManager.default.removeItem(atPath: site) }
        return 0
    }

    /// Rebuilds on every change it is told of, publishes each result to the served state, the terminal and
    /// the open pages.
    private static func rebuildLoop(
        _ session: IncrementalBuild, lessons: String, state: PreviewState, events: ReloadEvents, terminal: Terminal
    ) -> RebuildLoop {
        RebuildLoop(
            rebuild: { changed in
                state.setBuilding(true)
                let result = session.rebuild(changed: changed)
                terminal.timings(result.timings)
                return RebuildResult(
                    site: result.site, pages: result.pages,
                    diagnostics: result.diagnostics.map { previewDiagnostic($0, lessons: lessons) })
            },
            publish: { result, seconds in
                state.publish(result, seconds: seconds)
                var text = result.summary(seconds: seconds)
                for diagnostic in result.diagnostics { text += "\n" + diagnostic.terminalText }
                terminal.line(text)
                events.notifyAll(event: "reload", data: state.generation)
            })
    }

    /// The site page of a lesson file (`lessons/tr/01-x.md` → `tr/01-x.html`), also for a lesson that could
    /// not be read; nil for anything else.
    static func page(of file: String, lessons: String) -> String? {
        guard let key = LessonFiles.key(of: file, lessonsDirectory: lessons), let path = try? LessonPath(key: key)
        else { return nil }
        return SiteRenderer.pagePath(of: path)
    }

    /// A diagnostic as the preview shows it, with the kind the overlay sorts by (read from its identifier).
    static func previewDiagnostic(_ diagnostic: Diagnostic, lessons: String) -> PreviewDiagnostic {
        let kind: PreviewDiagnostic.Kind
        switch diagnostic.id {
        case .missingTranscript where diagnostic.fixable == .missingTranscript: kind = .missingTranscript
        case .transcriptMismatch, .listingMismatch: kind = .mismatch
        case .compileError, .kernelCompileError, .unclosedFence, .excerptSyntax, .compilesUnexpectedly:
            kind = .compileError
        case .trap, .uncaughtError: kind = .trap
        case .timeout: kind = .hang
        default: kind = .other
        }
        return PreviewDiagnostic(
            file: diagnostic.location.file, line: diagnostic.location.line, severity: diagnostic.severity.rawValue,
            kind: kind, message: diagnostic.message, detail: diagnostic.detail.isEmpty ? nil : diagnostic.detail,
            page: page(of: diagnostic.location.file, lessons: lessons))
    }
}

/// Ctrl-C and SIGTERM, caught from the moment this is made: they end `wait()`. The preview's cleanup runs
/// after it, not in a signal handler, once a running rebuild has finished (so its staging folder is gone
/// the ordinary way); the signals stay ignored while it runs.
private final class StopSignals {
    private let stop = DispatchSemaphore(value: 0)
    private var sources: [DispatchSourceSignal] = []

    init() {
        InterruptCleanup.handledByCommand = true
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [stop] in stop.signal() }
            source.resume()
            sources.append(source)
        }
    }

    func wait() {
        stop.wait()
        sources.forEach { $0.cancel() }
    }
}
