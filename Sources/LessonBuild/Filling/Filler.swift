import Foundation
import LessonModel

/// Turns a check report into edits: a transcript for every block that has none and, with `update`, new
/// text for mismatched transcripts and stale kernel listings. Blocks that trap, hang or print differently
/// from one run to the next are never written into a lesson.
///
/// Every edit is checked back: the edited lesson is parsed again and each edited block must read back
/// exactly what was written (the same pairing and the same text `check` will compare). Output that a
/// Markdown code block cannot hold (a NUL byte, a lone carriage return…) is refused with an error
/// instead of being written and then failing `check` with a confusing message.
public enum Filler {
    public struct Change: Equatable, Sendable {
        public var location: SourceLocation
        public var description: String
    }

    public struct LessonChanges {
        public var lesson: Lesson
        public var newBytes: [UInt8]
        public var changes: [Change]
        /// Blocks whose output could not be written faithfully: errors, the lesson is not changed for them.
        public var refused: [Change] = []
    }

    /// One planned edit and what must read back from the edited lesson.
    private struct Planned {
        enum Target { case transcript(runnable: Int), listing(index: Int) }
        var target: Target
        var block: CodeBlock
        var text: String
        var change: Change
        var insert: Bool
    }

    public static func plan(_ report: CheckReport, update: Bool) -> [LessonChanges] {
        report.lessons.compactMap { lessonReport in
            let lesson = lessonReport.lesson
            let kernelNames = Set(report.kernels(forLanguage: lesson.path?.language).keys)
            return checkedBack(edits(of: lessonReport, update: update), in: lesson, kernelNames: kernelNames)
        }
    }

    /// The edits a lesson's verdicts call for: missing transcripts, and with `update` mismatched ones and
    /// stale listings (a block without its closing fence is left alone).
    private static func edits(of lessonReport: LessonReport, update: Bool) -> [Planned] {
        let lesson = lessonReport.lesson
        var planned: [Planned] = []
        for (index, (runnable, verdict)) in lessonReport.runnables.enumerated() {
            switch verdict {
            case .missingTranscript(let output):
                guard runnable.code.closingLine != nil else { continue }
                planned.append(
                    Planned(
                        target: .transcript(runnable: index), block: runnable.code, text: output,
                        change: Change(
                            location: lesson.location(runnable.code.openingLine),
                            description: "added the transcript (\(lineCount(output)))"),
                        insert: true))
            case .mismatch(let output) where update:
                guard let transcript = runnable.transcript, transcript.closingLine != nil else { continue }
                planned.append(
                    Planned(
                        target: .transcript(runnable: index), block: transcript, text: output,
                        change: Change(
                            location: lesson.location(transcript.openingLine),
                            description: "updated the transcript (\(lineCount(output)))"),
                        insert: false))
            default:
                continue
            }
        }
        guard update else { return planned }
        for (index, (listing, verdict)) in lessonReport.listings.enumerated() {
            guard case .stale(let kernel) = verdict, listing.block.closingLine != nil else { continue }
            planned.append(
                Planned(
                    target: .listing(index: index), block: listing.block, text: kernel,
                    change: Change(
                        location: lesson.location(listing.block.openingLine),
                        description: "copied \(listing.name).swift into the listing"),
                    insert: false))
        }
        return planned
    }

    /// The lesson with the edits that read back (each parsed again from the edited bytes) and the refusals
    /// of those that do not; nil when there is nothing to edit or refuse.
    private static func checkedBack(_ edits: [Planned], in lesson: Lesson, kernelNames: Set<String>) -> LessonChanges? {
        var planned = edits
        var refused: [Change] = []
        func refuse(_ edit: Planned) {
            refused.append(
                Change(
                    location: edit.change.location,
                    description:
                        "fill cannot write this output into the lesson: \(unrepresentable(edit.text)); a Markdown code block would not read back the same. Make the block print it in a visible form (e.g. with `debugPrint`)"
                ))
        }
        func reread(_ bytes: [UInt8]) -> Lesson {
            LessonParser.parse(
                SourceText(bytes: bytes), key: lesson.key, displayPath: lesson.displayPath, kernelNames: kernelNames)
        }
        // First each edit alone: output that breaks the lesson's lines (a lone carriage return moves every
        // later line for the Markdown parser) must not take the other blocks' edits down with it.
        if planned.count > 1 {
            planned.removeAll { edit in
                let fails = !readsBack(edit, in: reread(apply([edit], to: lesson.source)), original: lesson)
                if fails { refuse(edit) }
                return fails
            }
        }
        // Then together, dropping the edits that do not read back, one round at a time.
        while !planned.isEmpty {
            let bytes = apply(planned, to: lesson.source)
            let edited = reread(bytes)
            let failing = planned.indices.filter { !readsBack(planned[$0], in: edited, original: lesson) }
            if failing.isEmpty {
                return LessonChanges(lesson: lesson, newBytes: bytes, changes: planned.map(\.change), refused: refused)
            }
            for index in failing.reversed() { refuse(planned.remove(at: index)) }
        }
        guard !refused.isEmpty else { return nil }
        return LessonChanges(lesson: lesson, newBytes: lesson.source.bytes, changes: [], refused: refused)
    }

    private static func apply(_ planned: [Planned], to source: SourceText) -> [UInt8] {
        var editor = LessonEditor(source: source)
        for edit in planned {
            if edit.insert {
                editor.insertTranscript(after: edit.block, output: edit.text)
            } else {
                editor.replaceContent(of: edit.block, with: edit.text)
            }
        }
        return editor.apply()
    }

    /// Whether the edited lesson holds `edit` as `check` will read it: the same runnable (or listing) in the
    /// same position, paired with a block whose lines are exactly the lines written.
    private static func readsBack(_ edit: Planned, in reread: Lesson, original: Lesson) -> Bool {
        switch edit.target {
        case .transcript(let index):
            guard reread.runnables.count == original.runnables.count,
                reread.runnables[index].code.code == original.runnables[index].code.code,
                let transcript = reread.runnables[index].transcript, transcript.closingLine != nil
            else { return false }
            return LineDiff.lines(transcript.code) == LineDiff.lines(edit.text)
        case .listing(let index):
            guard reread.listings.count == original.listings.count else { return false }
            let block = reread.listings[index].block
            return block.closingLine != nil && LineDiff.lines(block.code) == LineDiff.lines(edit.text)
        }
    }

    /// What in `text` a code block cannot hold, in words.
    static func unrepresentable(_ text: String) -> String {
        if text.unicodeScalars.contains("\u{0}") { return "it contains a NUL byte" }
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if previous == "\r" && scalar != "\n" {
                return "it contains a carriage return (\\r) that does not end a line"
            }
            previous = scalar
        }
        if previous == "\r" { return "it ends with a carriage return (\\r)" }
        if text.contains("\r\n") { return "it contains Windows line endings (\\r\\n)" }
        return "its text does not survive being written as a code block"
    }

    private static func lineCount(_ output: String) -> String {
        let count = LineDiff.lines(output).count
        return count == 1 ? "1 line" : "\(count) lines"
    }
}
