/// A line diff between an expected and an actual text, printed as a unified diff whose line numbers are the
/// lesson's own (so `-34` is line 34 of the lesson file).
public enum LineDiff {
    public enum Edit: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)

        var isSame: Bool {
            if case .same = self { return true }
            return false
        }
    }

    /// The shortest edit script for small inputs (longest common subsequence); past a size limit the
    /// differing middle is shown as replaced whole rather than spending quadratic time on it.
    public static func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])

        var middle: [Edit] = []
        if a.count * b.count <= 4_000_000 {
            // lengths[i][j]: LCS length of a[i...] and b[j...]
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    middle.append(.same(a[i]))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                    middle.append(.removed(a[i]))
                    i += 1  // removals first, as unified diffs show them
                } else {
                    middle.append(.added(b[j]))
                    j += 1
                }
            }
        } else {
            middle = a.map(Edit.removed) + b.map(Edit.added)
        }
        return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
    }

    /// A unified diff with `context` lines around each change; empty when the texts are equal.
    public static func unified(
        old: [String], new: [String], oldStart: Int, newStart: Int,
        oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        let script = edits(from: old, to: new)
        guard script.contains(where: { !$0.isSame }) else { return "" }
        let numbered = numbered(script, oldStart: oldStart, newStart: newStart)
        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var shown = 0
        let hunks = hunks(numbered, context: context)
        for (hunkIndex, hunk) in hunks.enumerated() {
            // A report stays readable: the first lines of the diff, then how much more there is.
            if shown >= maxShownLines {
                let more = hunks[hunkIndex...].reduce(0) { $0 + $1.count }
                text += "… \(more) more lines of the diff\n"
                break
            }
            text += hunkText(numbered[hunk], shown: &shown)
        }
        return text
    }

    /// An edit with its line number on both sides.
    private typealias NumberedEdit = (edit: Edit, old: Int, new: Int)

    /// Line numbers of every edit on both sides.
    private static func numbered(_ script: [Edit], oldStart: Int, newStart: Int) -> [NumberedEdit] {
        var numbered: [NumberedEdit] = []
        var oldLine = oldStart
        var newLine = newStart
        for edit in script {
            numbered.append((edit, oldLine, newLine))
            switch edit {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        return numbered
    }

    /// The ranges of edits shown together: each change with `context` edits around it, changes whose
    /// context windows touch in one range.
    private static func hunks(_ numbered: [NumberedEdit], context: Int) -> [ClosedRange<Int>] {
        var hunks: [ClosedRange<Int>] = []
        for index in numbered.indices where !numbered[index].edit.isSame {
            let low = max(index - context, 0)
            let high = min(index + context, numbered.count - 1)
            if let last = hunks.last, low <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(high, last.upperBound)
            } else {
                hunks.append(low...high)
            }
        }
        return hunks
    }

    /// One hunk: its `@@` header and its lines, stopping once `shown` passes `maxShownLines`.
    private static func hunkText(_ slice: ArraySlice<NumberedEdit>, shown: inout Int) -> String {
        let oldCount = slice.filter { if case .added = $0.edit { return false } else { return true } }.count
        let newCount = slice.filter { if case .removed = $0.edit { return false } else { return true } }.count
        var text = "@@ -\(slice.first!.old),\(oldCount) +\(slice.first!.new),\(newCount) @@\n"
        for entry in slice {
            shown += 1
            if shown > maxShownLines {
                text += "… (the diff goes on)\n"
                break
            }
            switch entry.edit {
            case .same(let line): text += " \(line)\n"
            case .removed(let line): text += "-\(line)\n"
            case .added(let line): text += "+\(line)\n"
            }
        }
        return text
    }

    /// Lines of a diff printed at most; the rest is counted.
    public static let maxShownLines = 120

    /// At most `limit` lines (the last ones when `fromEnd`), each cut to 300 characters, with a count of the rest.
    public static func excerpt(_ lines: [String], limit: Int = 20, fromEnd: Bool = false) -> [String] {
        let cut = { (line: String) in line.count > 300 ? String(line.prefix(300)) + "…" : line }
        guard lines.count > limit else { return lines.map(cut) }
        let note = "… \(lines.count - limit) more lines"
        return fromEnd ? [note] + lines.suffix(limit).map(cut) : lines.prefix(limit).map(cut) + [note]
    }

    /// Splits text into lines; a final newline does not start another line.
    public static func lines(_ text: String) -> [String] {
        // "\r\n" is a single Character in Swift, so it is named as a separator of its own.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
