/// What the compiler knows of the names in one piece of code (a runnable block or a kernel file): for each
/// identifier, the declaration it refers to. Plain values: the engine fills them with SourceKit, the site
/// renders them, the build cache keeps them in `ByteWriter`'s form
/// (CodeNamesCoding.swift).
public struct CodeNames: Codable, Equatable, Sendable {
    /// One identifier of the code and what it names.
    public struct Occurrence: Codable, Equatable, Sendable {
        /// Where the identifier starts in the code, in UTF-8 bytes (SourceKit's offsets), and its length.
        public var offset: Int
        public var length: Int
        /// Its declaration, an index into `declarations`: the names of a block share few declarations.
        public var declaration: Int
        /// The type of the expression the name ends here, when the use fixes what the declaration leaves
        /// open: `Dictionary<String, Int>.Keys` for `counts.keys` (declared `var keys: Keys`), `(Int, Int) -> Int`
        /// for `max` (declared `func max<T>(…)`). Nil when it is what the declaration says.
        public var type: String?

        public init(offset: Int, length: Int, declaration: Int, type: String? = nil) {
            self.offset = offset
            self.length = length
            self.declaration = declaration
            self.type = type
        }
    }

    public var occurrences: [Occurrence]
    public var declarations: [Declaration]

    public init(occurrences: [Occurrence] = [], declarations: [Declaration] = []) {
        self.occurrences = occurrences
        self.declarations = declarations
    }

    /// The key of a piece of code in a table of names: the same text has other names against another
    /// language's kernels.
    public static func key(language: String, code: String) -> String { language + "\n" + code }

    /// The declaration named at `offset`, if the compiler resolved the identifier there.
    public func declaration(at offset: Int) -> Declaration? {
        occurrences.first { $0.offset == offset }.map { declarations[$0.declaration] }
    }
}

/// A declaration as the compiler prints it, with where it is.
public struct Declaration: Codable, Hashable, Sendable {
    /// Where a name is declared, as far as a reader can follow it.
    public enum Place: Codable, Hashable, Sendable {
        /// In the same code, at this line and column (1-based; the column counts UTF-8 bytes, as the compiler does).
        case here(line: Int, column: Int)
        /// In a kernel file (`Sync.swift`), at this line and column.
        case kernel(file: String, line: Int, column: Int)
        /// In a module the reader does not see: `Swift`, `Foundation`.
        case module(String)
        /// Nowhere a reader can go: a tuple's element has a type but no declaration of its own.
        case nowhere
    }

    /// The declaration, one line, generic parameters substituted where the use site fixes them:
    /// `let store: ContactStore`, `mutating func append(_ newElement: Int)`, `case bayat`.
    public var text: String
    /// The name as the compiler spells it (`update(_:_:)`).
    public var name: String
    /// SourceKit's kind without its prefix: `var.global`, `function.method.instance`, `enumelement`…
    public var kind: String
    /// The type of the declared thing as the compiler prints it (`[Int]`, `(Int, Int) -> Int`), when it has one.
    public var type: String?
    /// The first paragraph of its documentation comment.
    public var summary: String?
    public var place: Place

    /// The declaration with the type of a use written in: a property's or variable's type replaced
    /// (`var keys: Dictionary<String, Int>.Keys { get }`); nil for other kinds (a function keeps its generic
    /// signature, and the use's type is said beside it).
    public func substituting(_ useType: String) -> String? {
        guard kind.hasPrefix("var."), let range = valueTypeRange() else { return nil }
        return text.replacingCharacters(in: range, with: useType)
    }

    /// Where a variable's declaration says its type: after `name: `, up to its accessors (` { get }`).
    public func valueTypeRange() -> Range<String.Index>? {
        guard let colon = text.range(of: " " + name + ": ") else { return nil }
        let end = text.range(of: " { ", range: colon.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return colon.upperBound < end ? colon.upperBound..<end : nil
    }

    public init(text: String, name: String, kind: String, type: String?, summary: String?, place: Place) {
        self.text = text
        self.name = name
        self.kind = kind
        self.type = type
        self.summary = summary
        self.place = place
    }
}

/// Where the identifiers of Swift code are, the ones whose declarations a page shows: every name the
/// tokenizer finds outside comments and string literals (inside interpolations too), keywords excepted.
public enum CodeIdentifiers {
    /// Each identifier's UTF-8 offset and length in `code`. A keyword that is a name where it stands counts
    /// too: after a dot (`screen.set(…)`, `.init(…)`) or after `func` (`func set(…)`).
    public static func find(in code: String) -> [(offset: Int, length: Int)] {
        var found: [(offset: Int, length: Int)] = []
        var offset = 0
        var previous = ""
        for token in SwiftTokenizer.tokens(code, merged: false) {
            let length = token.text.utf8.count
            let named =
                token.kind == .keyword && token.text.first?.isLetter == true && token.text != "self"
                && (previous == "." || previous == "func")
            if isIdentifier(token) || named { found.append((offset, length)) }
            if !token.text.allSatisfy(\.isWhitespace) { previous = token.text }
            offset += length
        }
        return found
    }

    /// Whether a token is a name: a plain or type token that starts like an identifier (or a backquoted one).
    public static func isIdentifier(_ token: SwiftTokenizer.Token) -> Bool {
        guard token.kind == .plain || token.kind == .type, let first = token.text.unicodeScalars.first else {
            return false
        }
        if first == "`" { return token.text.count > 2 }
        return first == "_" || first.properties.isAlphabetic
            || (!first.isASCII && !first.properties.isWhitespace && !SwiftTokenizer.isOperatorScalar(first))
    }
}
