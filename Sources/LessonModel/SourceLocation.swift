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
