import Foundation
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
    static let defaultOutput = ".build/lessonbuild/preview-site"
    /// The course config, watched like the lessons (a missing file is fine; its creation counts as a change).
    static let courseConfig = CourseConfiguration.fileName

    static func run(_ settings: Invocation.Settings, output: String, host: String, port: Int?,
                    executor: BlockExecutor) -> Int32 {
        let site = URL(fileURLWithPath: output).standardizedFileURL.path
        // The preview replaces its folder and removes it when it stops: the same rule as `build --output`.
        let layout = settings.layout.layout
        if let refusal = SiteOutputCheck.refusal(output: output, packageRoot: FileManager.default.currentDirectoryPath,
                                                 lessons: layout.lessonsDirectory, kernels: layout.kernelsDirectory) {
            FileHandle.standardError.write(Data("lessonbuild: \(refusal)\n".utf8))
            return LessonBuildMain.usageStatus
        }
        let state = PreviewState()
        let events = ReloadEvents()
        let server: PreviewServer
        do {
            server = try PreviewServer(state: state, events: events, host: host, port: port)
        } catch {
            FileHandle.standardError.write(Data("lessonbuild preview: \(error)\n".utf8))
            return 1
        }
        let watched = [settings.layout.lessons, settings.layout.kernels, courseConfig]
        LessonBuildMain.say("Previewing \(settings.layout.lessons) (watching \(watched.joined(separator: ", "))); Ctrl-C stops. Open:")
        LessonBuildMain.say(server.url)

        let session = PreviewSession(settings: settings, site: site, executor: executor)
        let loop = RebuildLoop(rebuild: { changed in
            state.setBuilding(true)
            return session.rebuild(changed: changed)
        }, publish: { result, seconds in
            state.publish(result, seconds: seconds)
            var text = result.summary(seconds: seconds)
            for diagnostic in result.diagnostics { text += "\n" + diagnostic.terminalText }
            LessonBuildMain.say(text)
            events.notifyAll(event: "reload", data: state.generation)
        })
        let watcher = Watcher(paths: watched) { changed in loop.changed(changed) }

        // Ctrl-C and SIGTERM end the wait below; the cleanup runs here, not in a signal handler, after a
        // running rebuild has finished (so its staging folder is gone the ordinary way).
        InterruptCleanup.handledByCommand = true
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        loop.start()
        watcher.start()
        stop.wait()

        LessonBuildMain.say("Stopping the preview…")
        watcher.stop()
        loop.stop()          // lets a running rebuild (and the builder copies it started) finish first
        server.stop()
        sources.forEach { $0.cancel() }
        // Only a folder that holds the site marker is this preview's to remove.
        if FileManager.default.fileExists(atPath: site + "/" + SiteWriter.marker) { try? FileManager.default.removeItem(atPath: site) }
        return 0
    }

    /// The site page of a lesson file (`lessons/tr/01-x.md` → `tr/01-x.html`), also for a lesson that could
    /// not be read; nil for anything else.
    static func page(of file: String, lessons: String) -> String? {
        guard let key = LessonFiles.key(of: file, lessonsDirectory: lessons), let path = try? LessonPath(key: key) else { return nil }
        return SiteRenderer.pagePath(of: path)
    }

    /// A check's diagnostic as the preview shows it, with the kind the overlay needs.
    static func previewDiagnostic(_ diagnostic: Diagnostic, page: String?, fillCommand: String) -> PreviewDiagnostic {
        var severity = diagnostic.severity.rawValue
        var message = diagnostic.message
        let kind: PreviewDiagnostic.Kind
        if diagnostic.fixable == .missingTranscript {
            kind = .missingTranscript
            severity = "warning"
            message = TranscriptCheck.shownInPageMessage(file: diagnostic.location.file, fillCommand: fillCommand)
        } else {
            switch diagnostic.kind {
            case .mismatch: kind = .mismatch
            case .compileError: kind = .compileError
            case .trap: kind = .trap
            case .hang: kind = .hang
            case .notRun, nil: kind = .other
            }
        }
        return PreviewDiagnostic(file: diagnostic.location.file, line: diagnostic.location.line, severity: severity, kind: kind,
                                 message: message, detail: diagnostic.detail.isEmpty ? nil : diagnostic.detail, page: page)
    }
}
