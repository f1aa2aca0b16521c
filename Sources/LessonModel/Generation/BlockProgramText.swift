/// How the generator writes an item's text: at file scope made `fileprivate` (a `#if` region's items each
/// so), `#function` and the file literals as a `main.swift` reads them, column edits recorded.
extension BlockProgramGenerator {
    /// An item and, for a `#if` region, the items in it (and in regions in it).
    static func flattened(_ item: TopLevelItem) -> [TopLevelItem] {
        [item] + item.inner.flatMap(flattened)
    }

    /// The tokens of a region's statements and directives (all but its declarations, variables and imports,
    /// in nested regions too): the part that runs in the entry, where its globals are touched too (in their
    /// own branch, where their names exist). None when it has neither statements nor stored variables.
    static func statementPart(of region: TopLevelItem) -> [Int] {
        guard flattened(region).contains(where: { $0.kind == .statement || !storedNames($0).isEmpty }) else {
            return []
        }
        var declarations = Set<Int>()
        func collect(_ item: TopLevelItem) {
            for inner in item.inner {
                switch inner.kind {
                case .conditional: collect(inner)
                case .statement: break
                default: declarations.formUnion(inner.firstToken...inner.lastToken)
                }
            }
        }
        collect(region)
        return (region.firstToken...region.lastToken).filter { !declarations.contains($0) }
    }

    /// The names a stored variable binds (a global: touched where it stands so it initialises there).
    static func storedNames(_ item: TopLevelItem) -> [String] {
        if case .variable(let names, true) = item.kind { return names }
        return []
    }

    /// What initialises a global where its declaration stood (its initialiser otherwise runs on first use):
    /// reading it. A `@MainActor` global is read on the main actor, where the entry runs, also when the
    /// top-level code is synchronous and so not isolated; one isolated to another global actor cannot be
    /// read synchronously from there (nil: it initialises on first use).
    static func touch(of global: TopLevelItem, _ tokens: [TopLevelAnalysis.Token], entryIsolated: Bool) -> String? {
        let reads = storedNames(global).map { "_ = \($0)" }.joined(separator: "; ")
        let declarationEnd = global.keywordToken ?? global.lastToken
        let actors = (global.firstToken...declarationEnd).filter {
            tokens[$0].kind == .attribute && tokens[$0].text.hasSuffix("Actor")
        }
        .map { tokens[$0].text }
        if actors.isEmpty { return reads + "; " }
        guard actors == ["@MainActor"] else { return nil }
        return entryIsolated ? reads + "; " : "_Concurrency.MainActor.assumeIsolated { \(reads) }; "
    }

    static func variableNames(_ item: TopLevelItem) -> [String] {
        if case .variable(let names, _) = item.kind { return names }
        return []
    }

    /// A file-scope item's text, made `fileprivate` (so that nothing is shared with the other blocks of the
    /// module) unless it is module-wide by nature, which `reason` then says, or the block has a module of its
    /// own where it keeps its access (`keepsAccess`); a region's items each so, its directives as they are.
    static func fileScopeText(
        of item: TopLevelItem, _ tokens: [TopLevelAnalysis.Token], declaredTypes: Set<String>,
        keepsAccess: Bool = false, mainActorVariables: Bool = false, reason: inout String?,
        edits: inout [BlockProgram.ColumnEdit]
    ) -> String {
        if case .conditional = item.kind {
            var result = ""
            var index = item.firstToken
            var inner = item.inner[...]
            while index <= item.lastToken {
                if let next = inner.first, next.firstToken == index {
                    // The region's statements run in the entry, under a copy of the same conditions.
                    result +=
                        next.kind == .statement
                        ? (next.firstToken...next.lastToken).map { blank(tokens[$0].text) }.joined()
                        : fileScopeText(
                            of: next, tokens, declaredTypes: declaredTypes, keepsAccess: keepsAccess,
                            mainActorVariables: mainActorVariables, reason: &reason, edits: &edits)
                    index = next.lastToken + 1
                    inner = inner.dropFirst()
                } else {
                    result += rewritten(tokens[index], rewriteFunction: false, edits: &edits)
                    index += 1
                }
            }
            return result
        }
        var access = keepsAccess ? AccessEdit.keep : .makeFilePrivate
        var rewriteFunction: ClosedRange<Int>?
        var isolation: String?
        switch item.kind {
        case .declaration(let keyword, let name):
            if keyword == "operator" || keyword == "precedencegroup" {
                access = .keep
                reason = reason ?? "it declares an operator or precedence group, which is visible in the whole module"
            } else if keyword == "extension" && item.declaresConformance {
                access = .keep
                if !declaredTypes.contains(name) {
                    reason =
                        reason
                        ?? "it declares a conformance of `\(name)`, a type it does not declare, which holds in the whole module"
                }
            }
        case .variable:
            rewriteFunction = initializerTokens(item, tokens)
            isolation = mainActorVariables ? swift6Isolation(item, tokens) : nil
        case .importDeclaration:
            access = .keep
        default: break
        }
        return text(
            of: item, tokens, rewritingFunctionIn: rewriteFunction, access: access, isolation: isolation, edits: &edits)
    }

    /// What a global gets written before it in the Swift 6 language mode, where every top-level variable of
    /// a `main.swift` is main-actor isolated (a file-scope variable elsewhere would be refused as unprotected
    /// shared state): a `var` becomes `@MainActor`, as there. A `let` becomes `nonisolated(unsafe)`: the
    /// standalone program reads one of a `Sendable` type from anywhere, which `@MainActor` would forbid, and
    /// whether its type is `Sendable` is the compiler's knowledge, not the reader's. (So a data race through
    /// a top-level `let` is found in a compile-error block, compiled as the standalone program, not here.)
    /// A variable with a global actor or `nonisolated` of its own keeps it.
    static func swift6Isolation(_ item: TopLevelItem, _ tokens: [TopLevelAnalysis.Token]) -> String? {
        guard let keyword = item.keywordToken else { return nil }
        let ownIsolation = (item.firstToken..<keyword).contains {
            tokens[$0].kind == .attribute && tokens[$0].text.hasSuffix("Actor")
                || tokens[$0].text == "nonisolated"
        }
        guard !ownIsolation else { return nil }
        switch tokens[keyword].text {
        case "var": return "@_Concurrency.MainActor "
        case "let": return "nonisolated(unsafe) "
        default: return nil
        }
    }

    /// Text of the same lines and columns with nothing in it: its line breaks, then spaces as wide as its last line.
    static func blank(_ text: String) -> String {
        let breaks = text.filter { $0 == "\n" || $0 == "\r\n" }.count
        let lastLine =
            text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).last ?? ""
        return String(repeating: "\n", count: breaks) + String(repeating: " ", count: lastLine.utf8.count)
    }
    enum AccessEdit { case keep, makeFilePrivate }
    static let libraryInterfaceAttributes: Set<String> = [
        "@frozen", "@inlinable", "@usableFromInline", "@_alwaysEmitIntoClient",
    ]

    /// Whether a variable's initializer starts a `Task` (`Task {`, `Task(`), which takes on the isolation of
    /// the code around it.
    static func startsTask(_ item: TopLevelItem, _ analysis: TopLevelAnalysis) -> Bool {
        guard let equals = item.initializerToken, equals < item.lastToken else { return false }
        return (equals...item.lastToken).contains { index in
            guard analysis.tokens[index].text == "Task", var next = analysis.nextSignificant(from: index + 1),
                next <= item.lastToken
            else { return false }
            // `Task<Void, Never> { … }`: past the generic arguments.
            if analysis.tokens[next].text == "<", let close = analysis.closingAngle(next, acrossLines: true),
                let after = analysis.nextSignificant(from: close + 1)
            {
                next = after
            }
            return analysis.tokens[next].text == "{" || analysis.tokens[next].text == "("
        }
    }

    /// Whether the name at `index` is a member (`.config`), an argument label or a parameter's name
    /// (`f(config: c)`, `func f(_ config: Config)`): no use of a variable of that name.
    static func isLabelOrMember(_ index: Int, _ analysis: TopLevelAnalysis) -> Bool {
        let tokens = analysis.tokens
        guard let previous = analysis.previousSignificant(before: index) else { return false }
        if tokens[previous].text == "." { return true }
        guard let next = analysis.nextSignificant(from: index + 1), tokens[next].text == ":" else { return false }
        let before = tokens[previous].text
        return before == "(" || before == "," || before == "_"
            || TopLevelAnalysis.isIdentifier(before) && tokens[previous].kind != .keyword
    }

    /// The names a function's body declares for itself (`let grade = …`, `for item in`, closure parameters
    /// `{ best, other in`): a top-level variable of that name is hidden there, not used.
    static func localNames(of item: TopLevelItem, _ analysis: TopLevelAnalysis) -> Set<String> {
        guard case .declaration("func", _) = item.kind else { return [] }
        let tokens = analysis.tokens
        var names: Set<String> = []
        var index = item.firstToken
        while index <= item.lastToken {
            let token = tokens[index]
            if token.kind == .keyword, ["let", "var", "for"].contains(token.text),
                let name = analysis.nextSignificant(from: index + 1), name <= item.lastToken,
                TopLevelAnalysis.isIdentifier(tokens[name].text), tokens[name].kind != .keyword
            {
                names.insert(tokens[name].text)
            }
            if token.kind == .plain, token.text == "{" {
                names.formUnion(closureParameters(after: index, upTo: item.lastToken, analysis))
            }
            index += 1
        }
        return names
    }

    /// The parameters a closure whose `{` is at `brace` names before its `in` (`{ best, other in`,
    /// `{ (a: Int, b: Int) -> Int in`), however the head is laid out: over several lines, with comments
    /// between its parts. None when what follows the brace is no closure head (a statement, another brace).
    static func closureParameters(after brace: Int, upTo last: Int, _ analysis: TopLevelAnalysis) -> [String] {
        let tokens = analysis.tokens
        let signatureWords: Set<String> = ["_", "async", "throws", "inout", "any", "some"]
        var found: [String] = []
        var head = brace + 1
        while head <= last {
            let token = tokens[head]
            if token.kind == .keyword && token.text == "in" { return found }
            if token.isSpace || token.kind == .comment || token.kind == .type || token.kind == .attribute
                || token.kind == .keyword && signatureWords.contains(token.text)
            {
                head += 1
                continue
            }
            guard token.kind == .plain, !["{", "}", "=", ".", ";"].contains(token.text) else { return [] }
            if TopLevelAnalysis.isIdentifier(token.text) { found.append(token.text) }
            head += 1
        }
        return []
    }

    /// The names a function's parameters bind in its body (`func f(_ config: Config)` binds `config`, which
    /// hides a top-level variable of that name).
    static func parameterNames(of item: TopLevelItem, _ analysis: TopLevelAnalysis) -> Set<String> {
        guard case .declaration("func", _) = item.kind, let keyword = item.keywordToken else { return [] }
        let tokens = analysis.tokens
        let depth = tokens[keyword].depth
        var names: Set<String> = []
        var index = keyword + 1
        while index <= item.lastToken, !(tokens[index].depth == depth && tokens[index].text == "{") {
            if tokens[index].depth == depth + 1, isLabelOrMember(index, analysis),
                tokens[index].kind != .keyword || tokens[index].text != "_"
            {
                names.insert(tokens[index].text)
            }
            index += 1
        }
        return names
    }

    /// `@MainActor` and `@available`-like attributes are allowed on a global; wrappers are not.
    static func isIsolationAttribute(_ item: TopLevelItem, _ tokens: [TopLevelAnalysis.Token]) -> Bool {
        let attributes = (item.firstToken...item.lastToken).filter { tokens[$0].kind == .attribute }.map {
            tokens[$0].text
        }
        return attributes.allSatisfy {
            ["@MainActor", "@available", "@usableFromInline", "@inline", "@preconcurrency", "@nonobjc"].contains($0)
        }
    }

    /// The tokens of a global's initializer, where `#function` is `main` as in top-level code (not those of
    /// its `willSet`/`didSet` block, nor a computed variable's getter: there it names the variable).
    static func initializerTokens(_ item: TopLevelItem, _ tokens: [TopLevelAnalysis.Token]) -> ClosedRange<Int>? {
        guard let equals = item.initializerToken, equals <= item.lastToken else { return nil }
        let depth = tokens[equals].depth
        for index in equals...item.lastToken
        where tokens[index].kind == .plain && tokens[index].text == "{" && tokens[index].depth == depth {
            guard index < item.lastToken,
                let first = (index + 1...item.lastToken).first(where: {
                    !tokens[$0].isSpace && tokens[$0].kind != .comment
                })
            else { break }
            if tokens[first].text == "willSet" || tokens[first].text == "didSet" { return equals...(index - 1) }
        }
        return equals...item.lastToken
    }

    static func text(
        of item: TopLevelItem, _ tokens: [TopLevelAnalysis.Token],
        rewritingFunctionIn rewriteFunction: ClosedRange<Int>?,
        access: AccessEdit, isolation: String? = nil, edits: inout [BlockProgram.ColumnEdit]
    ) -> String {
        var result = ""
        // A global whose initializer may throw: the error ends the program, as at the top of a main.swift.
        let wrap = item.initializerThrows ? item.initializerToken : nil
        // The wrapped initializer ends before a variable's observers (`var v = try f() { didSet { … } }`).
        var lastCode = wrap.flatMap { _ in initializerTokens(item, tokens)?.upperBound } ?? item.lastToken
        while lastCode > item.firstToken,
            tokens[lastCode].isSpace || tokens[lastCode].kind == .comment || tokens[lastCode].text == ";"
        {
            lastCode -= 1
        }
        for index in item.firstToken...item.lastToken {
            let token = tokens[index]
            defer {
                if index == wrap { result += " \(tryFunction) {" }
                if wrap != nil && index == lastCode { result += " }" }
            }
            if let isolation, index == item.firstToken {
                edits.append(.init(line: token.line + 1, column: token.column, delta: isolation.utf8.count))
                result += isolation
            }
            if access == .makeFilePrivate {
                // Attributes about a library's interface need a public declaration; in one module without
                // library evolution they change nothing, so they go with the public access they need.
                if token.kind == .attribute, libraryInterfaceAttributes.contains(token.text) {
                    result += blank(token.text)
                    continue
                }
                // A setter's access (`public(set)`) may be no wider than the declaration's, now `fileprivate`.
                let setterAccess =
                    token.kind == .keyword && index + 1 < tokens.count && tokens[index + 1].text == "("
                    && (index + 2 < tokens.count && tokens[index + 2].text == "set")
                if index == item.accessToken || setterAccess,
                    ["public", "open", "internal", "package"].contains(token.text)
                {
                    edits.append(
                        .init(
                            line: token.line + 1, column: token.column,
                            delta: "fileprivate".utf8.count - token.text.utf8.count))
                    result += "fileprivate"
                    continue
                }
                if item.accessToken == nil, index == item.keywordToken {
                    edits.append(.init(line: token.line + 1, column: token.column, delta: "fileprivate ".utf8.count))
                    result += "fileprivate "
                }
            }
            result += rewritten(token, rewriteFunction: rewriteFunction?.contains(index) == true, edits: &edits)
        }
        return result
    }

    /// `#function` at top level is `main`; `#file`, `#filePath` and `#fileID` name the standalone file.
    static func rewritten(
        _ token: TopLevelAnalysis.Token, rewriteFunction: Bool, edits: inout [BlockProgram.ColumnEdit]
    ) -> String {
        if let replacement = token.replacement { return replacement }
        guard token.kind == .keyword, token.text.hasPrefix("#") else { return token.text }
        let replacement: String
        switch token.text {
        case "#function" where rewriteFunction && !token.inNamedBody: replacement = "\"main\""
        case "#file", "#filePath": replacement = "\"main.swift\""
        case "#fileID": replacement = "\"main/main.swift\""
        default: return token.text
        }
        edits.append(
            .init(line: token.line + 1, column: token.column, delta: replacement.utf8.count - token.text.utf8.count))
        return replacement
    }
}

/// Swift source text helpers shared by the generators.
public enum ProgramText {
    /// A Swift string literal with everything that could end or bend it escaped.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
