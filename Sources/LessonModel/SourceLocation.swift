/// A place in a lesson, as every message prints it: `lessons/tr/01-x.md:12`.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The path as the author would type it, relative to the package root when possible.
    public var file: String
    public var line: Int
    /// 1-based column, when the message is about one place on the line (a compiler error).
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)" }
}

/// A problem found in a lesson, carrying where it is. `detail` holds extra lines (a diff, captured output).
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Set only when `fill` can really fix the problem (the fences it would write between are closed), so
    /// commands can tell what remains wrong after a fill from the diagnostic alone.
    public enum Fixable: Equatable, Sendable {
        /// `fill` writes the missing transcript.
        case missingTranscript
        /// `fill --update` rewrites the transcript or the kernel listing.
        case outdated
    }

    /// What went wrong with a block, for those who sort problems (the preview's overlay, a repeated cause
    /// said once), so that nobody has to read it back out of the message's wording.
    public enum Kind: Equatable, Sendable {
        /// A transcript or kernel listing that is not what the code prints or the kernel says.
        case mismatch
        /// The block (or a kernel) does not compile, or was not compiled.
        case compileError
        /// It trapped, threw at top level or ended its process with a failure status.
        case trap
        /// It ran past the time limit.
        case hang
        /// It could not be run at all (a worker that did not start).
        case notRun
    }

    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    public var detail: String
    public var fixable: Fixable?
    public var kind: Kind?

    public init(_ severity: Severity, at location: SourceLocation, _ message: String, detail: String = "", fixable: Fixable? = nil,
                kind: Kind? = nil) {
        self.location = location
        self.severity = severity
        self.message = message
        self.detail = detail
        self.fixable = fixable
        self.kind = kind
    }

    /// `file:line: error: message`, then the detail lines.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if !detail.isEmpty {
            text += "\n" + detail
            if !detail.hasSuffix("\n") { text += "\n" }
        }
        return text
    }
}
