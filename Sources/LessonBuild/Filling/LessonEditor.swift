import LessonModel

/// Byte-exact edits to a lesson: insert a transcript after a block, replace the content of a block.
/// Everything outside the edited ranges is copied unchanged, so CRLF files, non-ASCII text and a missing
/// final newline survive.
public struct LessonEditor {
    public struct Edit: Equatable {
        /// Byte range of the original file to replace (empty for an insertion).
        public var range: Range<Int>
        public var replacement: [UInt8]
    }

    public let source: SourceText
    public private(set) var edits: [Edit] = []

    public init(source: SourceText) {
        self.source = source
    }

    /// Writes a blank line and a ```` ```text ```` block holding `output` right after `block`'s closing fence.
    public mutating func insertTranscript(after block: CodeBlock, output: String) {
        guard let closing = block.closingLine else { return }
        let line = source.lines[closing - 1]
        let ending = lineEnding(of: closing)
        var text = ""
        if line.end == line.contentEnd { text += ending }  // the fence was the last line and had no newline
        let fence = self.fence(for: output)
        let prefix = continuationPrefix(of: block)
        text += blankLine(prefix: prefix) + ending
        text += prefix + fence + "text" + ending
        text += contentLines(output, prefix: prefix, ending: ending)
        text += prefix + fence
        // Keep a file that did not end with a newline that way.
        if line.end != line.contentEnd { text += ending }
        edits.append(Edit(range: line.end..<line.end, replacement: Array(text.utf8)))
    }

    /// Replaces everything between `block`'s fences with `content`.
    public mutating func replaceContent(of block: CodeBlock, with content: String) {
        guard let closing = block.closingLine else { return }
        let ending = lineEnding(of: block.openingLine)
        let prefix = continuationPrefix(of: block)
        let text = contentLines(content, prefix: prefix, ending: ending)
        let needed = fence(for: content)
        if let current = block.fence, current.character == "`", needed.count > current.length {
            // The new content would close the old fence early: rewrite the fences too, longer.
            let start = source.lines[block.openingLine - 1].start + block.linePrefix.utf8.count
            let end = source.lines[closing - 1].contentEnd
            let whole = needed + block.info + ending + text + prefix + needed
            edits.append(Edit(range: start..<end, replacement: Array(whole.utf8)))
            return
        }
        let start = source.lines[block.openingLine].start  // first content line (lines[] is 0-based)
        let end = source.lines[closing - 1].start
        edits.append(Edit(range: start..<end, replacement: Array(text.utf8)))
    }

    /// The file with every edit applied.
    public func apply() -> [UInt8] {
        var bytes = source.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: edit.replacement)
        }
        return bytes
    }

    /// What starts a line that continues `block`'s container: the text before its closing fence (`> `,
    /// the spaces of a list item or footnote). The opening line is no guide: it may hold a list marker
    /// (`- ```swift`) that would start a new item, or a footnote label.
    func continuationPrefix(of block: CodeBlock) -> String {
        guard let closing = block.closingLine, let fence = block.fence else { return block.linePrefix }
        let line = Array(source.line(closing).unicodeScalars)
        var end = 0
        while end < line.count, line[end] == " " || line[end] == "\t" || line[end] == ">" { end += 1 }
        guard end < line.count, Character(line[end]) == fence.character else { return block.linePrefix }
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: line[..<end])
        return String(prefix)
    }

    private func lineEnding(of line: Int) -> String {
        let entry = source.lines[line - 1]
        if entry.end > entry.contentEnd {
            return String(decoding: source.bytes[entry.contentEnd..<entry.end], as: UTF8.self)
        }
        return source.preferredLineEnding
    }

    private func contentLines(_ content: String, prefix: String, ending: String) -> String {
        LineDiff.lines(content).map { ($0.isEmpty ? blankLine(prefix: prefix) : prefix + $0) + ending }.joined()
    }

    /// A blank line inside the block's container: `>` inside a block quote, nothing inside a list.
    private func blankLine(prefix: String) -> String {
        var trimmed = Substring(prefix)
        while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// Three backticks, or more when the output itself has a line starting with a run of backticks.
    func fence(for output: String) -> String {
        var longest = 0
        for line in LineDiff.lines(output) {
            let run = line.drop(while: { $0 == " " }).prefix { $0 == "`" }.count
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }
}
