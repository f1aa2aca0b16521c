/// The Swift file generated for one runnable block, and what the builder needs to know about it.
///
/// The file keeps the block's `main.swift` meaning (see `TopLevelItem`): its imports at the top; its
/// declarations and stored variables at file scope, made `fileprivate` so that nothing is shared with the
/// other blocks compiled into the same module; its statements, in order, in an entry that may `throw` and
/// `await` as top-level code may, isolated to the main actor exactly when top-level code would be (when it
/// awaits). Every line keeps its `main.swift` line number
/// (`#sourceLocation`), so `#line` and trap messages read as they would in the standalone program, and the
/// builder maps compiler messages back to the lesson through `lessonLocation`.
public struct BlockProgram: Equatable, Sendable {
    /// The digest of the block's code; blocks with the same code share one compiled form.
    public var digest: UInt64
    /// The C symbol of the entry point: returns a retained `@MainActor () async throws -> Void` box.
    public var symbol: String
    /// The file name in the generated module.
    public var fileName: String
    public var source: String
    /// Why the block cannot share a module with other blocks (declarations whose effect is module-wide: an
    /// operator, a precedence group, a conformance of a type the block does not declare), or nil.
    public var ownModuleReason: String?
    /// Edits that moved columns on a line: (main.swift line, generated column where it starts, delta).
    public var columnEdits: [ColumnEdit]
    /// The program's own line directives (`LineDirectives`): from a line of the block on, the file (its string
    /// literal; nil for the program's own) and line number the standalone program gives it.
    public var lineRegions: [LineRegion] = []

    public struct LineRegion: Equatable, Sendable {
        public var fromLine: Int
        public var file: String?
        public var number: Int
    }

    public struct ColumnEdit: Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var delta: Int
    }

    /// The C symbol of a block's entry point.
    public static func symbol(digest: UInt64) -> String { "lb_" + hex(digest) }

    /// The file name that `#sourceLocation` gives every line of a block: its base name is `main.swift`, as in
    /// the standalone program; the folder tells the builder which block a compiler message is about.
    public static func virtualPath(digest: UInt64) -> String { "lessonbuild-block-\(hex(digest))/main.swift" }

    /// The file of a block that sets its own line directives: the program's own, as `swiftc main.swift` names
    /// it (such a block has a module of its own, so a message needs no folder to name its block).
    public static let ownDirectivesPath = "main.swift"

    /// The `main.swift` line (1-based) of the block's code that a compiler message at `path`:`line` is about,
    /// or nil when the message is not about this block's code.
    public func mainSwiftLine(ofMessageAt path: String, line: Int) -> Int? {
        guard !lineRegions.isEmpty else { return Self.digest(inVirtualPath: path) == digest ? line : nil }
        for (index, region) in lineRegions.enumerated().reversed() {
            guard let file = region.file, String(file.dropFirst().dropLast()) == path else { continue }
            let end = index + 1 < lineRegions.count ? lineRegions[index + 1].fromLine : Int.max
            let blockLine = region.fromLine + line - region.number
            if blockLine >= region.fromLine && blockLine < end { return blockLine + 1 }
        }
        return path == Self.ownDirectivesPath ? line : nil
    }

    /// The digest named by a compiler message's file, if it is a block's.
    public static func digest(inVirtualPath path: String) -> UInt64? {
        guard path.hasSuffix("/main.swift") else { return nil }
        let folder = path.dropLast("/main.swift".count).split(separator: "/").last ?? ""
        guard folder.hasPrefix("lessonbuild-block-") else { return nil }
        return UInt64(folder.dropFirst("lessonbuild-block-".count), radix: 16)
    }

    public static func hex(_ digest: UInt64) -> String {
        let digits = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether a compiler column (1-based) on a `main.swift` line falls in text the generator inserted (a
    /// message there follows from one in the block's own text, or is about the generated code).
    public func isInInsertedText(line: Int, column: Int) -> Bool {
        columnEdits.contains {
            $0.line == line && $0.delta > 0 && ($0.column..<$0.column + $0.delta).contains(column - 1)
        }
    }

    /// The column in the block's own text of a compiler column (1-based) on a `main.swift` line.
    public func originalColumn(line: Int, column: Int) -> Int {
        var result = column
        for edit in columnEdits where edit.line == line && edit.column < column - 1 { result -= edit.delta }
        return max(result, 1)
    }
}
