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
    static func run(_ settings: Invocation.Settings, output: String, registry: ProgramRegistry, executor: BlockExecutor) -> Int32 {
        let report = LessonBuildMain.check(settings, registry: registry, executor: executor)
        var failures = 0
        var warnings = 0
        for diagnostic in report.diagnostics {
            if diagnostic.fixable == .missingTranscript {
                warnings += 1
                var warning = diagnostic
                warning.severity = .warning
                warning.message = "this block has no transcript: its output is shown in the page only (run `swift run lessonbuild fill \(diagnostic.location.file)` to add it to the lesson)"
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
        let written: [String]
        do {
            written = try SiteWriter.replace(output) { emit in SiteRenderer.render(input, emit: emit) }
        } catch {
            LessonBuildMain.say("\(output):1: error: cannot write the site: \(error). The previous site is unchanged.")
            return 1
        }
        let pages = written.filter { $0.hasSuffix(".html") }.count
        LessonBuildMain.say("Built \(output)/: \(pages) pages, \(written.count) files.")
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
        return SiteInput(lessons: report.lessons.map(\.lesson), outputs: outputs, kernels: report.kernels)
    }
}

/// Replaces a folder with new contents in one step: everything is written to a sibling folder first,
/// which then takes the old one's place, so a failed or interrupted build never leaves a half-written site.
public enum SiteWriter {
    /// Replaces `directory` with the files `render` emits (from any thread), and returns their paths.
    @discardableResult
    public static func replace(_ directory: String, render: (_ emit: @escaping @Sendable (SiteFile) -> Void) -> Void) throws -> [String] {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).building-\(getpid())")
        try? manager.removeItem(at: staging)
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            // Plain string paths and write(2): Foundation URL arithmetic and Data.write per file cost more
            // than the writes themselves on a site of hundreds of pages.
            let root = staging.path
            let state = WriteState()
            render { file in
                do {
                    if let slash = file.path.lastIndex(of: "/") {
                        try state.makeFolder(root + "/" + file.path[..<slash])
                    }
                    try writeFile(file.contents, to: root + "/" + file.path)
                    state.wrote(file.path)
                } catch {
                    state.failed(error)
                }
            }
            if let error = state.error { throw error }
            if manager.fileExists(atPath: target.path) {
                // Swap the two folders atomically where the kernel can (Linux renameat2), else rename twice.
                if lessonbuild_exchange_paths(staging.path, target.path) == 0 {
                    try manager.removeItem(at: staging)   // now holds the previous site
                    return state.paths
                }
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
                try manager.moveItem(at: target, to: old)
                try manager.moveItem(at: staging, to: target)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
            return state.paths
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    /// What the writing threads share: folders made so far, files written, the first error.
    final class WriteState: @unchecked Sendable {
        private let lock = NSLock()
        private var folders: Set<String> = []
        private(set) var paths: [String] = []
        private(set) var error: Error?

        func makeFolder(_ path: String) throws {
            lock.lock()
            defer { lock.unlock() }
            if folders.insert(path).inserted {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            }
        }

        func wrote(_ path: String) {
            lock.lock()
            paths.append(path)
            lock.unlock()
        }

        func failed(_ error: Error) {
            lock.lock()
            if self.error == nil { self.error = error }
            lock.unlock()
        }
    }

    static func writeFile(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var text = text
        let code = text.withUTF8 { RawFile.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    }
}
