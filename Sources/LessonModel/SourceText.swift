/// A lesson's bytes with a table of its lines, so that edits can splice exact byte ranges and every
/// other byte (CRLF endings, non-ASCII text, a missing final newline) stays as it was.
public struct SourceText: Sendable {
    public struct Line: Sendable, Equatable {
        /// Byte offset of the first byte of the line.
        public var start: Int
        /// Byte offset just past the line's content (before its line ending).
        public var contentEnd: Int
        /// Byte offset just past the line ending (the next line's start).
        public var end: Int
    }

    public let bytes: [UInt8]
    /// Lines in order; `lines[0]` is line 1. A file ending with a newline has no empty last line.
    public let lines: [Line]

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Line] = []
        var start = 0
        // Through a pointer: array indexing in a debug build of the builder cost a few milliseconds per course.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<buffer.count where base[index] == UInt8(ascii: "\n") {
                let contentEnd = index > start && base[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                lines.append(Line(start: start, contentEnd: contentEnd, end: index + 1))
                start = index + 1
            }
        }
        if start < bytes.count {
            lines.append(Line(start: start, contentEnd: bytes.count, end: bytes.count))
        }
        self.lines = lines
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public var lineCount: Int { lines.count }

    /// The content of 1-based line `number`, without its line ending; empty past the end.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        let line = lines[number - 1]
        return String(decoding: bytes[line.start..<line.contentEnd], as: UTF8.self)
    }

    /// The line ending the file uses most ("\r\n" or "\n"), for lines that an edit adds.
    public var preferredLineEnding: String {
        var crlf = 0
        for line in lines where line.end > line.contentEnd + 1 { crlf += 1 }
        return crlf * 2 > lines.count ? "\r\n" : "\n"
    }

    /// Whether the last line has a line ending.
    public var endsWithNewline: Bool {
        guard let last = lines.last else { return true }
        return last.end > last.contentEnd
    }
}
