import Foundation
import LessonModel

/// Turns a check report into edits: a transcript for every block that has none and, with `update`, new
/// text for mismatched transcripts and stale kernel listings. Blocks that trap, hang or print differently
/// from one run to the next are never written into a lesson.
public enum Filler {
    public struct Change: Equatable, Sendable {
        public var location: SourceLocation
        public var description: String
    }

    public struct LessonChanges {
        public var lesson: Lesson
        public var newBytes: [UInt8]
        public var changes: [Change]
    }

    public static func plan(_ report: CheckReport, update: Bool) -> [LessonChanges] {
        var result: [LessonChanges] = []
        for lessonReport in report.lessons {
            let lesson = lessonReport.lesson
            var editor = LessonEditor(source: lesson.source)
            var changes: [Change] = []
            for (runnable, verdict) in lessonReport.runnables {
                switch verdict {
                case .missingTranscript(let output):
                    guard runnable.code.closingLine != nil else { continue }
                    editor.insertTranscript(after: runnable.code, output: output)
                    changes.append(Change(location: lesson.location(runnable.code.openingLine),
                                          description: "added the transcript (\(lineCount(output)))"))
                case .mismatch(let output) where update:
                    guard let transcript = runnable.transcript, transcript.closingLine != nil else { continue }
                    editor.replaceContent(of: transcript, with: output)
                    changes.append(Change(location: lesson.location(transcript.openingLine),
                                          description: "updated the transcript (\(lineCount(output)))"))
                default:
                    continue
                }
            }
            if update {
                for (listing, verdict) in lessonReport.listings {
                    guard case .stale(let kernel) = verdict, listing.block.closingLine != nil else { continue }
                    editor.replaceContent(of: listing.block, with: kernel)
                    changes.append(Change(location: lesson.location(listing.block.openingLine),
                                          description: "copied \(listing.name).swift into the listing"))
                }
            }
            if !changes.isEmpty {
                result.append(LessonChanges(lesson: lesson, newBytes: editor.apply(), changes: changes))
            }
        }
        return result
    }

    private static func lineCount(_ output: String) -> String {
        let count = LineDiff.lines(output).count
        return count == 1 ? "1 line" : "\(count) lines"
    }
}

/// Replaces a file's contents in one step: the new bytes go to a temporary file beside it, which is then
/// renamed over the original, so a reader never sees a half-written lesson.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).lessonbuild-\(ProcessInfo.processInfo.processIdentifier)")
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        do {
            try Data(bytes).write(to: temporary)
            if let permissions = attributes?[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
