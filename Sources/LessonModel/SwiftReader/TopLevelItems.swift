/// A runnable block's code cut into its top-level items, the way the compiler reads a `main.swift`:
/// imports, declarations (types, protocols, extensions, functions, operators, type aliases), global
/// variables, and statements.
///
/// A `main.swift`'s declarations live at file scope and see each other in any order; its variables are
/// globals, initialised in order as the top-level code runs and never destroyed. The generator keeps that
/// meaning by putting declarations and variables at file scope of the block's own file (`fileprivate`), and
/// only the statements into the block's entry function. This type finds the items; it never fails: text it
/// cannot place is a statement, which is what the compiler would make of it too.
public struct TopLevelItem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case importDeclaration
        /// A type, protocol, extension, function, type alias, operator or precedence group.
        case declaration(keyword: String, name: String)
        /// A stored or computed `var`/`let` at top level, with the names it binds.
        case variable(names: [String], stored: Bool)
        /// Anything else: runs in order inside the entry function.
        case statement
        /// A `#if` region that holds declarations, variables or imports (`inner`: its items in every branch,
        /// statements and nested regions included).
        case conditional
    }

    public var kind: Kind
    /// 0-based lines of the block's code that the item spans.
    public var firstLine: Int
    public var lastLine: Int
    /// Index (in `tokens`) of the item's first and last significant token.
    var firstToken: Int
    var lastToken: Int
    /// Index of the introducing keyword (`struct`, `func`, `var`…) for declarations and variables.
    var keywordToken: Int?
    /// Index of an access modifier token (`public`, `private`…) in the item's header, if any.
    var accessToken: Int?
    /// For extensions: whether the header lists conformances (`extension X: P`).
    var declaresConformance = false
    /// Whether `await` appears in a variable's initializer outside closures (a global initializer cannot suspend).
    var initializerAwaits = false
    /// Whether a plain `try` (not `try?` or `try!`) appears in a variable's initializer outside closures.
    var initializerThrows = false
    /// Index of the `=` that starts a variable's initializer.
    var initializerToken: Int?
    /// Whether a variable carries an attribute such as a property wrapper.
    var hasAttribute = false
    /// Whether a variable is marked `lazy` (which a `main.swift` refuses: its globals are lazy already).
    var isLazy = false
    /// A `let` or `var` of one name with a written type and no value (`let baseURL: String`), assigned on
    /// a later line: a global all the same in a `main.swift` (`DeferredGlobals`).
    var isDeferred = false
    /// Names a statement binds for the rest of the top-level code (`guard let x`, `let x: Int` set later).
    public var boundNames: [String] = []
    /// The items of a `conditional` region, in every branch, in order.
    public var inner: [TopLevelItem] = []
}

/// The analysed code: tokens with their positions, and the items.
public struct TopLevelAnalysis: Sendable {
    public struct Token: Sendable {
        public var kind: SwiftTokenizer.Kind
        public var text: String
        /// 0-based line and UTF-8 column of the token's first character.
        public var line: Int
        public var column: Int
        /// Bracket depth ({ ( [) before the token.
        public var depth: Int
        /// UTF-8 offset of the token's first byte in the code (where the compiler's parser places items).
        public var offset = 0
        /// Inside the body of a function, initializer or subscript, where `#function` names that declaration
        /// (set only in code that uses `#function`).
        var inNamedBody = false
        /// What the generator writes for this token wherever it stands, when set (`LineDirectives`).
        var replacement: String?
        var isSpace: Bool { kind == .plain && text.allSatisfy(\.isWhitespace) }
        var isNewline: Bool { isSpace && text.contains(where: \.isNewline) }
    }

    public var tokens: [Token]
    public var items: [TopLevelItem]
    /// Whether `await` is used outside every closure and function body.
    public var awaitsAtTopLevel: Bool

    static let typeIntroducers: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension", "func",
        "typealias", "operator", "precedencegroup", "macro",
    ]
    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package"]
    static let otherModifiers: Set<String> = [
        "final", "indirect", "nonisolated", "prefix", "postfix", "infix",
        "static", "mutating", "nonmutating", "override", "dynamic",
        "distributed", "consuming", "borrowing", "convenience", "required",
        "weak", "unowned", "lazy",
    ]

    /// - Parameter parsed: the compiler's parser's top-level items of `code` (`ParsedTopLevelItem`), which
    ///   decide where each item starts and ends and what it is; nil where that parser is unavailable, and
    ///   this reader finds them itself.
    public init(_ code: String, parsed: [ParsedTopLevelItem]? = nil) {
        tokens = TopLevelAnalysis.positioned(SwiftTokenizer.tokens(code, merged: false))
        items = []
        awaitsAtTopLevel = false
        if let parsed {
            items = items(fromParsed: parsed)
        } else {
            var index = 0
            while let start = nextSignificant(from: index) {
                let item = readItem(at: start)
                items.append(item)
                index = item.lastToken + 1
            }
        }
        awaitsAtTopLevel = awaitsInTopLevelCode()
        if tokens.contains(where: { $0.kind == .keyword && $0.text == "#function" }) { markNamedBodies() }
    }

    private static func positioned(_ raw: [SwiftTokenizer.Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(raw.count)
        var line = 0
        var column = 0
        var depth = 0
        var offset = 0
        for token in raw {
            result.append(
                Token(kind: token.kind, text: token.text, line: line, column: column, depth: depth, offset: offset))
            offset += token.text.utf8.count
            if token.kind == .plain {
                if token.text == "{" || token.text == "(" || token.text == "[" { depth += 1 }
                if token.text == "}" || token.text == ")" || token.text == "]" { depth = max(depth - 1, 0) }
            }
            for scalar in token.text.unicodeScalars {
                if scalar == "\n" {
                    line += 1
                    column = 0
                } else if scalar != "\r" {
                    column += String(scalar).utf8.count
                }
            }
        }
        return result
    }

    func nextSignificant(from index: Int) -> Int? {
        var i = index
        while i < tokens.count {
            let token = tokens[i]
            if !token.isSpace && token.kind != .comment && !(token.kind == .plain && token.text == ";") { return i }
            i += 1
        }
        return nil
    }

    /// The last significant token before `index` (a `;` counts), or nil.
    func previousSignificant(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0, !isSignificant(i) { i -= 1 }
        return i >= 0 ? i : nil
    }

    func isSignificant(_ i: Int) -> Bool {
        !tokens[i].isSpace && tokens[i].kind != .comment
    }

    /// The item starting at token `start` (depth 0, first significant token of a line or after `;`).
    private func readItem(at start: Int) -> TopLevelItem {
        if tokens[start].kind == .keyword && tokens[start].text == "#if" { return region(at: start) }
        guard let header = readHeader(from: start) else { return statement(from: start) }
        let i = header.keyword
        let keyword = tokens[i]
        if keyword.kind == .keyword && keyword.text == "import" {
            return make(.importDeclaration, start, endOfStatement(from: i), keyword: i, access: header.access)
        }
        if keyword.kind == .keyword && (keyword.text == "var" || keyword.text == "let") {
            var item = variable(
                start: start, keyword: i, end: endOfStatement(from: i), access: header.access,
                attribute: header.sawAttribute)
            item.isLazy = (start..<i).contains { tokens[$0].text == "lazy" && tokens[$0].kind != .comment }
            return item
        }
        return declaration(start: start, keyword: i, access: header.access) ?? statement(from: start)
    }

    /// A conditional-compilation region, which stays whole: what it holds depends on the condition. One that
    /// holds declarations is a `conditional` (they go to file scope, its statements run in place, each part
    /// under the same conditions); one of statements only runs in place.
    func region(at start: Int) -> TopLevelItem {
        var nesting = 0
        var i = start
        while i < tokens.count {
            if tokens[i].kind == .keyword && tokens[i].text == "#if" { nesting += 1 }
            if tokens[i].kind == .keyword && tokens[i].text == "#endif" {
                nesting -= 1
                if nesting == 0 {
                    if let inner = items(inRegionFrom: start, to: i), inner.contains(where: { $0.kind != .statement }) {
                        var item = make(.conditional, start, i, keyword: nil, access: nil)
                        item.inner = inner
                        return item
                    }
                    return make(.statement, start, i, keyword: nil, access: nil)
                }
            }
            i += 1
        }
        return make(.statement, start, tokens.count - 1, keyword: nil, access: nil)
    }

    /// A declaration's attributes and modifiers, read up to its introducing keyword: that keyword's index,
    /// the access modifier's, and whether an attribute was seen. Nil when the words make a statement
    /// (`open(door)`, `final(3)`) or the code ends first.
    func readHeader(from start: Int) -> (keyword: Int, access: Int?, sawAttribute: Bool)? {
        var i = start
        var access: Int?
        var sawAttribute = false
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .attribute {
                sawAttribute = true
                i += 1
                // `@ListBuilder<String>`, `@available (swift 5.0)`: generic arguments, then arguments.
                if i < tokens.count, tokens[i].text == "<", let close = closingAngle(i) { i = close + 1 }
                if let open = nextSignificant(from: i), open < tokens.count, tokens[open].text == "(",
                    (i..<open).allSatisfy({ tokens[$0].isSpace && !tokens[$0].isNewline })
                {
                    i = matching(open) + 1
                }
            } else if token.kind == .keyword && TopLevelAnalysis.accessModifiers.contains(token.text) {
                // `private(set)` is the setter's access; the declaration's own comes from another modifier.
                // Another word in the parentheses makes a call of a function of that name (`open(door)`).
                if i + 1 < tokens.count, tokens[i + 1].text == "(" {
                    guard let inner = nextSignificant(from: i + 2), tokens[inner].text == "set" else { return nil }
                    i = matching(i + 1) + 1
                } else {
                    if access == nil { access = i }
                    i += 1
                }
            } else if (token.kind == .keyword || token.kind == .plain)
                && TopLevelAnalysis.otherModifiers.contains(token.text)
            {
                // `nonisolated(unsafe)`, `unowned(safe)`: the modifier's argument. Another word before `(` is
                // a call of a function of that name (`final(3)`), a statement.
                if i + 1 < tokens.count, tokens[i + 1].text == "(" {
                    guard token.text == "nonisolated" || token.text == "unowned" else { return nil }
                    i = matching(i + 1) + 1
                } else {
                    i += 1
                }
            } else if token.isSpace || token.kind == .comment {
                i += 1
            } else {
                break
            }
        }
        return i < tokens.count ? (i, access, sawAttribute) : nil
    }

    /// A type, protocol, extension, function, type alias, operator, precedence group or macro whose keyword
    /// is at `i`; nil when the word is no declaration's keyword there (`actor = "Kemal"`).
    func declaration(start: Int, keyword i: Int, access: Int?) -> TopLevelItem? {
        let keyword = tokens[i]
        let introducer = keyword.text
        guard
            (keyword.kind == .keyword || keyword.text == "macro")
                && TopLevelAnalysis.typeIntroducers.contains(introducer)
        else {
            return nil
        }
        // `actor` and `macro` are words only where a name follows: `actor = "Kemal"` is a statement.
        if introducer == "actor" || introducer == "macro" {
            guard let next = nextSignificant(from: i + 1), Self.isIdentifier(tokens[next].text) else { return nil }
        }
        // The declared name: the next significant token (an operator's name is its punctuation).
        var nameIndex = i + 1
        while nameIndex < tokens.count, !isSignificant(nameIndex) { nameIndex += 1 }
        var name = nameIndex < tokens.count ? tokens[nameIndex].text : ""
        if introducer == "operator"
            || (introducer == "func" && !(name.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false))
        {
            var j = nameIndex
            name = ""
            while j < tokens.count, tokens[j].kind == .plain, !tokens[j].isSpace, !"(<:{".contains(tokens[j].text) {
                name += tokens[j].text
                j += 1
            }
        }
        let end: Int
        switch introducer {
        case "operator":
            // `prefix operator +++`: the name itself looks like a line that goes on. It ends with its line or
            // a `;`, unless its precedence group follows on the next line (`infix operator ^^` / `: Group`).
            var last = endOfLine(from: i)
            while last + 1 < tokens.count, let next = nextSignificant(from: last + 1), tokens[next].text == ":" {
                last = endOfLine(from: next)
            }
            end = (i...last).first { tokens[$0].kind == .plain && tokens[$0].text == ";" } ?? last
        case "typealias":
            end = endOfStatement(from: i)
        default:
            end = endOfBracedDeclaration(from: i)
        }
        var item = make(.declaration(keyword: introducer, name: name), start, end, keyword: i, access: access)
        if introducer == "extension" {
            var j = nameIndex + 1
            while j <= end, !(tokens[j].kind == .plain && tokens[j].text == "{") {
                if tokens[j].kind == .plain && tokens[j].text == ":" && tokens[j].depth == tokens[i].depth {
                    item.declaresConformance = true
                }
                if tokens[j].kind == .keyword && tokens[j].text == "where" { break }
                j += 1
            }
        }
        return item
    }

    /// What a variable declaration's tokens say, read left to right.
    private struct VariableScan {
        /// Names bound: identifiers of the pattern before `=`, `:` or `{` at the keyword's depth.
        var names: [String] = []
        var awaits = false
        var throwing = false
        /// The first `=` of an initializer.
        var equals: Int?
        var anyInitializer = false
        /// A binding after an initialized one (`let a = f(), b = g()`).
        var laterBinding = false
        var sawAccessorBlock = false
    }

    private func scanVariable(keyword: Int, end: Int) -> VariableScan {
        var scan = VariableScan()
        var i = keyword + 1
        var inPattern = true
        var sawInitializer = false
        var lastName: Int?
        let depth = tokens[keyword].depth
        while i <= end {
            let token = tokens[i]
            if token.depth == depth && token.kind == .plain {
                if token.text == "=" && !sawInitializer {
                    sawInitializer = true
                    scan.anyInitializer = true
                    inPattern = false
                    if scan.equals == nil { scan.equals = i }
                } else if token.text == ":" && inPattern {
                    inPattern = false
                } else if token.text == "{" && !sawInitializer {
                    scan.sawAccessorBlock = true
                    inPattern = false
                } else if token.text == "," && (inPattern || startsBinding(after: i)) {
                    if sawInitializer { scan.laterBinding = true }
                    inPattern = true
                    sawInitializer = false
                }
            }
            // A name may be a word the tokenizer colours as a keyword (`copy`, `final`, `set`, `some`) or emoji,
            // which it cuts into one token per character: tokens that touch make one name.
            if inPattern, token.kind == .plain || token.kind == .type || token.kind == .keyword || token.kind == .number
            {
                if lastName == i - 1, !scan.names.isEmpty, token.kind == .number || Self.isIdentifier(token.text) {
                    scan.names[scan.names.count - 1] += token.text
                    lastName = i
                } else if token.kind != .number, Self.isIdentifier(token.text),
                    // In a tuple pattern, `x:` is a label (`let (x: px, y: py) = point` binds px, py).
                    !(token.depth > depth && nextSignificant(from: i + 1).map { tokens[$0].text == ":" } == true)
                {
                    scan.names.append(token.text)
                    lastName = i
                }
            }
            if sawInitializer, token.kind == .keyword, token.text == "await" || token.text == "try",
                closureDepth(from: keyword, to: i) == 0
            {
                if token.text == "await" { scan.awaits = true }
                let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
                if token.text == "try" && next != "?" && next != "!" { scan.throwing = true }
            }
            i += 1
        }
        return scan
    }

    func variable(start: Int, keyword: Int, end: Int, access: Int?, attribute: Bool) -> TopLevelItem {
        let scan = scanVariable(keyword: keyword, end: end)
        let names = scan.names
        let stored = scan.anyInitializer || !scan.sawAccessorBlock
        var item = make(.variable(names: names, stored: stored), start, end, keyword: keyword, access: access)
        item.initializerAwaits = scan.awaits
        item.initializerThrows = scan.throwing
        item.initializerToken = scan.equals
        item.hasAttribute = attribute
        // `let x: Int` assigned later stays a statement (a global needs its value at once); `var x: T?` starts as nil.
        var last = end
        while last > keyword, tokens[last].isSpace || tokens[last].kind == .comment || tokens[last].text == ";" {
            last -= 1
        }
        let optional = tokens[keyword].text == "var" && (tokens[last].text == "?" || tokens[last].text == "!")
        let declaredOnly = !scan.anyInitializer && !scan.sawAccessorBlock
        // … and so does `let a = try f(), b = g()`: one global's initializer is wrapped up to the statement's end.
        if declaredOnly && !optional || scan.throwing && scan.laterBinding {
            item.kind = .statement
            item.boundNames = names
            let name = nextSignificant(from: keyword + 1)
            let colon = name.flatMap { nextSignificant(from: $0 + 1) }
            item.isDeferred =
                declaredOnly && !attribute && names.count == 1
                && name.map { tokens[$0].text == names[0] } == true
                && colon.map { tokens[$0].text == ":" && $0 < end } == true
        }
        return item
    }

    /// The items of the `#if` region from `start` to its `#endif` at `end`, in every branch (a region inside
    /// is one item); nil when an item runs past the region (an unclosed bracket). The branches' directives
    /// (`#elseif`, `#else`) are no items; `#warning` and `#error` are statements, as the compiler reads them.
    private func items(inRegionFrom start: Int, to end: Int) -> [TopLevelItem]? {
        var items: [TopLevelItem] = []
        var index = start
        while let next = nextSignificant(from: index), next < end {
            let token = tokens[next]
            if token.kind == .keyword && token.text == "#if" && next != start {
                let region = readItem(at: next)
                guard region.lastToken < end else { return nil }
                items.append(region)
                index = region.lastToken + 1
            } else if token.kind == .keyword && ["#if", "#elseif", "#else"].contains(token.text) {
                index = endOfLine(from: next) + 1  // the directive and its condition
            } else {
                let item = readItem(at: next)
                guard item.lastToken < end else { return nil }
                items.append(item)
                index = item.lastToken + 1
            }
        }
        return items
    }

    /// Whether a token's text can be a name: a letter, `_` or a backtick first, or any character beyond
    /// ASCII that is not a space (Swift allows emoji in names); `_` alone binds nothing.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text != "_" else { return false }
        if first == "_" || first == "`" || first.properties.isAlphabetic { return true }
        return first.value > 0x7F && !first.properties.isWhitespace
    }

    /// Whether the `,` at `index`, after a type annotation or an initializer, starts another binding
    /// (`let a = f(), b = g()`, `var x: Int, y: Int`): a name and then `=` or `:`. (A comma inside generic
    /// arguments, `Dictionary<String, Int>()` or `let t: Pair<String, Int>`, is followed by a type and then
    /// `>` or `,`.)
    private func startsBinding(after index: Int) -> Bool {
        guard let name = nextSignificant(from: index + 1),
            tokens[name].kind == .plain || tokens[name].kind == .type
                || tokens[name].kind == .keyword, Self.isIdentifier(tokens[name].text),
            let next = nextSignificant(from: name + 1)
        else { return false }
        return tokens[next].kind == .plain && (tokens[next].text == "=" || tokens[next].text == ":")
    }

    private func closureDepth(from start: Int, to index: Int) -> Int {
        // Braces of `if`, `switch`, `do` and `catch` expressions (`let x = if c { try f() } else { 0 }`) run
        // where they stand; only closures' braces count.
        var braces: [Bool] = []  // for each open brace: whether it opens a closure
        for i in start..<index where tokens[i].kind == .plain {
            if tokens[i].text == "{" { braces.append(!opensCodeBody(i)) }
            if tokens[i].text == "}" { _ = braces.popLast() }
        }
        return braces.filter { $0 }.count
    }

    func make(_ kind: TopLevelItem.Kind, _ start: Int, _ end: Int, keyword: Int?, access: Int?) -> TopLevelItem {
        var last = end
        while last > start, !isSignificant(last) { last -= 1 }
        return TopLevelItem(
            kind: kind, firstLine: tokens[start].line, lastLine: lastLineOf(last),
            firstToken: start, lastToken: end, keywordToken: keyword, accessToken: access)
    }

    private func lastLineOf(_ index: Int) -> Int {
        tokens[index].line + tokens[index].text.filter { $0 == "\n" || $0 == "\r\n" }.count
    }
}
