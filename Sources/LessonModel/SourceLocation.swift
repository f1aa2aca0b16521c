/// A place in a lesson, as every message prints it: `lessons/tr/01-x.md:12`.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The path as the author would type it, relative to the package root when possible.
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// A problem found in a lesson, carrying where it is. `detail` holds extra lines (a diff, captured output).
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    public var detail: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String, detail: String = "") {
        self.location = location
        self.severity = severity
        self.message = message
        self.detail = detail
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
