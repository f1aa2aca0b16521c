/// One top-level item of a block as the compiler's own parser (SwiftParser, run by the builder's helper
/// `TopLevelParser`) finds it: what it is and where it starts and ends. `TopLevelAnalysis` takes these as
/// the block's items and reads only inside them (a variable's names, whether its initializer awaits), so
/// that how a block is laid out — a header over several lines, braces on their own line, comments between
/// its parts — never changes where an item ends or what it is.
public struct ParsedTopLevelItem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case importDeclaration
        case variable
        /// A type, protocol, extension, function, type alias, operator, precedence group or macro: its
        /// keyword and name (an extension's: the first word of the extended type).
        case declaration(keyword: String, name: String)
        /// A `#if` region; its items (every branch's, in order) are `inner`.
        case region
        case statement
    }

    public var kind: Kind
    /// UTF-8 offsets in the block's code of the item's first byte and of the byte just after its last.
    public var start: Int
    public var end: Int
    /// Offsets of the introducing keyword (`struct`, `let`, `import`…) and of the access modifier, if any.
    public var keyword: Int?
    public var access: Int?
    public var hasAttribute = false
    public var isLazy = false
    /// An `async let`: a child task of the top-level code, never a global.
    public var isAsync = false
    /// An extension that lists conformances (`extension X: P`).
    public var declaresConformance = false
    public var inner: [ParsedTopLevelItem] = []

    public init(kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension", "func", "typealias", "operator",
        "precedencegroup", "macro",
    ]

    /// The helper's listing, one line an item and a line `.` after each block's items:
    /// `<depth>\t<kind>\t<start>\t<end>\t<keyword>\t<access>\t<flags>\t<name>` (offsets, `-` for none;
    /// flags: `a` attribute, `l` lazy, `y` async, `c` conformance; `depth` is the `#if` nesting). Nil when
    /// the text is not such a listing, or lists another number of blocks than `blocks`.
    public static func decode(_ listing: String, blocks: Int) -> [[ParsedTopLevelItem]]? {
        var result: [[ParsedTopLevelItem]] = []
        var current: [ParsedTopLevelItem] = []
        var path: [Int] = []  // index of the open region at each depth
        for line in listing.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "." {
                result.append(current)
                current = []
                path = []
                continue
            }
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", maxSplits: 7, omittingEmptySubsequences: false)
            guard fields.count == 8, let depth = Int(fields[0]), depth <= path.count,
                let item = item(fields)
            else { return nil }
            path.removeLast(path.count - depth)
            guard insert(item, at: path, into: &current) else { return nil }
            if item.kind == .region { path.append(children(at: path, in: current) - 1) }
        }
        return result.count == blocks ? result : nil
    }

    private static func item(_ fields: [Substring]) -> ParsedTopLevelItem? {
        guard let start = Int(fields[2]), let end = Int(fields[3]), start <= end else { return nil }
        let kind: Kind
        switch fields[1] {
        case "import": kind = .importDeclaration
        case "variable": kind = .variable
        case "region": kind = .region
        case "statement": kind = .statement
        case let keyword where declarationKeywords.contains(String(keyword)):
            kind = .declaration(keyword: String(keyword), name: String(fields[7]))
        default: return nil
        }
        var item = ParsedTopLevelItem(kind: kind, start: start, end: end)
        item.keyword = Int(fields[4])
        item.access = Int(fields[5])
        item.hasAttribute = fields[6].contains("a")
        item.isLazy = fields[6].contains("l")
        item.isAsync = fields[6].contains("y")
        item.declaresConformance = fields[6].contains("c")
        return item
    }

    /// Appends `item` to the region at `path` (top level when empty); false when there is none there.
    private static func insert(_ item: ParsedTopLevelItem, at path: [Int], into items: inout [ParsedTopLevelItem])
        -> Bool
    {
        guard let first = path.first else {
            items.append(item)
            return true
        }
        guard first < items.count, items[first].kind == .region else { return false }
        return insert(item, at: Array(path.dropFirst()), into: &items[first].inner)
    }

    private static func children(at path: [Int], in items: [ParsedTopLevelItem]) -> Int {
        guard let first = path.first else { return items.count }
        return children(at: Array(path.dropFirst()), in: items[first].inner)
    }
}

/// The items of a block from the compiler's parser's (`ParsedTopLevelItem`): their extents and kinds are
/// the parser's, what is read inside them this reader's.
extension TopLevelAnalysis {
    func items(fromParsed parsed: [ParsedTopLevelItem]) -> [TopLevelItem] {
        var result: [TopLevelItem] = []
        var covered = 0  // the first token after the items so far
        for entry in parsed {
            guard let item = item(fromParsed: entry), item.firstToken >= covered else { continue }
            // What the parser put in no item (a stray `}` it could not place) runs in place, as the hand reader
            // would have it: every significant token belongs to some item.
            if let gap = uncoveredStatement(from: covered, before: item.firstToken) { result.append(gap) }
            result.append(item)
            covered = item.lastToken + 1
        }
        if let gap = uncoveredStatement(from: covered, before: tokens.count) { result.append(gap) }
        return result
    }

    private func uncoveredStatement(from start: Int, before end: Int) -> TopLevelItem? {
        guard let first = nextSignificant(from: start), first < end else { return nil }
        var last = end - 1
        while last > first, !isSignificant(last) { last -= 1 }
        return make(.statement, first, last, keyword: nil, access: nil)
    }

    private func item(fromParsed entry: ParsedTopLevelItem) -> TopLevelItem? {
        guard let start = tokenIndex(atOffset: entry.start), let end = tokenIndex(atOffset: entry.end - 1),
            start <= end
        else { return nil }
        let keyword = entry.keyword.flatMap(tokenIndex(atOffset:))
        let access = entry.access.flatMap(tokenIndex(atOffset:))
        switch entry.kind {
        case .importDeclaration:
            return make(.importDeclaration, start, end, keyword: keyword, access: access)
        case .variable:
            guard let keyword, !entry.isAsync else { return statement(from: start, end: end) }
            var item = variable(start: start, keyword: keyword, end: end, access: access, attribute: entry.hasAttribute)
            item.isLazy = entry.isLazy
            return item
        case .declaration(let introducer, let name):
            var item = make(.declaration(keyword: introducer, name: name), start, end, keyword: keyword, access: access)
            item.declaresConformance = entry.declaresConformance
            return item
        case .region:
            let inner = entry.inner.compactMap(item(fromParsed:))
            guard inner.contains(where: { $0.kind != .statement }) else {
                return make(.statement, start, end, keyword: nil, access: nil)
            }
            var item = make(.conditional, start, end, keyword: nil, access: nil)
            item.inner = inner
            return item
        case .statement:
            return statement(from: start, end: end)
        }
    }

    /// The token holding the byte at `offset` (the parser's tokens never split one of this tokenizer's).
    func tokenIndex(atOffset offset: Int) -> Int? {
        guard offset >= 0, let last = tokens.last, offset < last.offset + last.text.utf8.count else { return nil }
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tokens[middle].offset <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
