import Foundation
import LessonModel

/// Which parts of the kernels a block can reach by name: what the key of its warnings holds instead of the
/// kernels' whole text, so that a kernel declaration no block names (a helper added, another block's
/// type edited) does not compile every block's warnings again.
///
/// The compiler finds a declaration of another file only through a name the code writes (a type, a
/// function, a member, an operator), or through a declaration found so. So the kernels are cut into
/// chunks that each end where a top-level `}` does (a declaration with a body and whatever came before
/// it: its attributes, comments, bodiless declarations), and a block reaches a chunk when the chunk
/// holds a word the block writes, or one a reached chunk writes, and so on. The cut only ever merges
/// declarations (never splits one: brackets, parentheses and `#if` regions are counted), and a word
/// counts wherever it stands (comments and strings included), so the rule errs towards compiling again.
/// What it reaches is only a cache key: every compile still gets every kernel file.
struct KernelReach: Sendable {
    struct Chunk: Equatable, Sendable {
        /// A digest of the chunk's file name and text.
        var digest: UInt64
        /// The names it writes, and the operators it declares (`func ==`, `operator <>`).
        var provides: Set<String>
        /// The names it writes and every operator it uses.
        var needs: Set<String>
    }

    var chunks: [Chunk] = []

    init(files: [(name: String, text: String)]) {
        for file in files.sorted(by: { $0.name < $1.name }) {
            for text in Self.chunks(of: file.text) {
                let tokens = SwiftTokenizer.tokens(text, merged: false)
                chunks.append(
                    Chunk(
                        digest: stableDigest(file.name + "\n" + text.trimmingCharacters(in: .whitespacesAndNewlines)),
                        provides: Self.words(in: tokens, operators: .declared, commonOnlyWhenDeclared: true),
                        needs: Self.words(in: tokens, operators: .all)))
            }
        }
    }

    /// Bumped whenever the cut or the words change: part of the key of every record that depends on them.
    static let version = "reach-2"

    /// The kernels' chunks as kept in the build cache at `record` (named by the kernels' whole text and
    /// `version`), or cut now and kept there: cutting them means tokenizing every kernel, which an edit of
    /// one block would otherwise pay on every check.
    init(files: [(name: String, text: String)], kept record: String) {
        if let lines = BuildCache.recordLines(atPath: record, header: Self.recordHeader),
            let chunks = Self.chunks(fromRecord: lines)
        {
            self.init(chunks: chunks)
            return
        }
        self.init(files: files)
        // Three lines a chunk: its digest, what it provides and what it needs (words hold no spaces).
        let lines = chunks.flatMap { chunk in
            [
                BlockProgram.hex(chunk.digest), chunk.provides.sorted().joined(separator: " "),
                chunk.needs.sorted().joined(separator: " "),
            ]
        }
        BuildCache.writeRecord(record, header: Self.recordHeader, lines: lines)
    }

    private init(chunks: [Chunk]) {
        self.chunks = chunks
    }

    private static let recordHeader = "kernel reach"

    private static func chunks(fromRecord lines: [Substring]) -> [Chunk]? {
        guard lines.count % 3 == 0 else { return nil }
        var chunks: [Chunk] = []
        for start in stride(from: 0, to: lines.count, by: 3) {
            guard let digest = UInt64(lines[start], radix: 16) else { return nil }
            let words = { (line: Substring) in Set(line.split(separator: " ").map(String.init)) }
            chunks.append(Chunk(digest: digest, provides: words(lines[start + 1]), needs: words(lines[start + 2])))
        }
        return chunks
    }

    /// The digests of the chunks `code` reaches, in the kernels' order.
    func reached(by code: String) -> [UInt64] {
        var wanted = Self.words(in: SwiftTokenizer.tokens(code, merged: false), operators: .all)
        var reached = [Bool](repeating: false, count: chunks.count)
        var grew = true
        while grew {
            grew = false
            for (index, chunk) in chunks.enumerated() where !reached[index] && !chunk.provides.isDisjoint(with: wanted)
            {
                reached[index] = true
                wanted.formUnion(chunk.needs)
                grew = true
            }
        }
        return chunks.indices.filter { reached[$0] }.map { chunks[$0].digest }
    }

    /// The file's text cut before each declaration that follows a `}` closing to the top level (outside
    /// every bracket and `#if`); a `}` followed by anything else (`}()`, a chained call) cuts nothing.
    static func chunks(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var closed = false
        for token in SwiftTokenizer.tokens(text, merged: false) {
            let significant = token.kind != .comment && !token.text.allSatisfy(\.isWhitespace)
            if closed, significant {
                closed = false
                if token.kind == .attribute || (token.kind == .keyword && declarationStarts.contains(token.text)) {
                    pieces.append(current)
                    current = ""
                }
            }
            current += token.text
            switch (token.kind, token.text) {
            case (.plain, "{"), (.plain, "("), (.plain, "["), (.keyword, "#if"): depth += 1
            case (.plain, ")"), (.plain, "]"), (.keyword, "#endif"): depth -= 1
            case (.plain, "}"):
                depth -= 1
                closed = depth == 0
            default: break
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The words that may open a top-level declaration (its modifiers included).
    private static let declarationStarts: Set<String> = [
        "actor", "class", "enum", "extension", "fileprivate", "final", "func", "import", "indirect", "infix",
        "internal",
        "let", "macro", "nonisolated", "open", "operator", "package", "precedencegroup", "private", "protocol",
        "postfix", "prefix", "public", "struct", "typealias", "var", "#if",
    ]

    enum Operators { case declared, all }

    /// Every identifier (and keyword that may name a declaration: `get`, `open`, a backquoted or
    /// member `default`), comment and string words included, and operators as `operators` says.
    /// With `commonOnlyWhenDeclared`, a name of the standard library that almost every chunk writes
    /// (`Int`, `String`, `print`…) counts only where the chunk declares or extends it (`extension Int`, a
    /// `func print`): writing `-> Int` changes nothing a block finds under that name.
    static func words(
        in tokens: [SwiftTokenizer.Token], operators: Operators, commonOnlyWhenDeclared: Bool = false
    ) -> Set<String> {
        var words: Set<String> = []
        var previous = ""
        var declaresOperator = false
        var operatorRuns: [String] = []
        var run = ""
        for token in tokens {
            if token.kind == .plain, token.text.unicodeScalars.allSatisfy(SwiftTokenizer.isOperatorScalar) {
                // `func ==` and `prefix operator ~~` declare the operator that follows.
                if run.isEmpty, previous == "func" || previous == "operator" { declaresOperator = true }
                run += token.text
                previous = token.text
                continue
            }
            if !run.isEmpty {
                operatorRuns.append(run)
                run = ""
            }
            for word in identifiers(in: token) where !reserved.contains(word) || previous == "." || previous == "`" {
                if commonOnlyWhenDeclared, commonNames.contains(word), !declaring.contains(previous) { continue }
                words.insert(word)
            }
            if !token.text.allSatisfy(\.isWhitespace) { previous = token.text }
        }
        if !run.isEmpty { operatorRuns.append(run) }
        if operators == .all || declaresOperator { words.formUnion(operatorRuns) }
        return words
    }

    /// The identifier-like words of a token: itself for a name, attribute or keyword, the words inside
    /// for a comment or a string.
    private static func identifiers(in token: SwiftTokenizer.Token) -> [String] {
        switch token.kind {
        case .attribute: return [String(token.text.dropFirst())]
        case .number: return []
        default:
            return token.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        }
    }

    /// The keywords after which a name is declared (or extended).
    private static let declaring: Set<String> = [
        "actor", "associatedtype", "case", "class", "enum", "extension", "func", "let", "macro", "protocol",
        "struct", "typealias", "var",
    ]

    /// Names of the standard library and Foundation that kernels write everywhere.
    private static let commonNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Comparable", "CustomStringConvertible", "Data",
        "Date", "Dictionary", "Double", "Equatable", "Error", "Float", "Foundation", "Hashable", "Identifiable", "Int",
        "MainActor", "Never", "Optional", "Result", "Sendable", "Set", "String", "Task", "URL", "UUID", "Void",
        "count", "description", "first", "isEmpty", "joined", "last", "map", "print", "value",
    ]

    /// Keywords that cannot name a declaration unless backquoted (the others, `get`, `open`, `some`…, can).
    private static let reserved: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol",
        "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
