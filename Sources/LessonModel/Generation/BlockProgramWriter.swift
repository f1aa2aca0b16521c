/// Writes a block's program once its items are placed (`BlockPlacement`): the imports, every file-scope
/// item under a directive that keeps its `main.swift` line, and the entry's body, in which each statement
/// keeps its line and column and every other token is blank space.
struct BlockProgramWriter {
    let analysis: TopLevelAnalysis
    let placement: BlockPlacement
    let module: ModuleChoice
    let directives: LineDirectives
    let codeLines: [String]
    var tokens: [TopLevelAnalysis.Token] { analysis.tokens }

    /// Why the block needs a module of its own (found while its items are written, too).
    var reason: String?
    var edits: [BlockProgram.ColumnEdit] = []
    var importLines: [String] = []
    var conditionalImports: [String] = []
    var fileScope: [String] = []
    /// First token of a global's declaration → what initialises it there (in the entry).
    var forcing: [Int: String] = [:]
    /// Last token of a declaration → what the entry runs after it.
    var trailing: [Int: String] = [:]
    /// The tokens the entry's body holds.
    var bodyTokens = Set<Int>()
    /// Whether global variables are main-actor isolated, as in a Swift 6 `main.swift`.
    var mainActorVariables = false

    init(
        _ analysis: TopLevelAnalysis, code: String, _ placement: BlockPlacement, _ module: ModuleChoice,
        _ directives: LineDirectives
    ) {
        self.analysis = analysis
        codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.placement = placement
        self.module = module
        self.directives = directives
        reason = module.reason
    }

    /// Every item, where its placement says.
    mutating func writeItems() {
        for (index, item) in analysis.items.enumerated() {
            switch placement.places[index] {
            case .body:
                bodyTokens.formUnion(item.firstToken...item.lastToken)
                if tokens[item.firstToken].text == "#if" { moveImports(outOf: item) }
            case .imports:
                importLines.append(
                    directives.header(forLine: item.firstLine)
                        + BlockProgramGenerator.text(
                            of: item, tokens, rewritingFunctionIn: nil, access: .keep, edits: &edits)
                        + "\n#sourceLocation()")
            case .fileScope:
                fileScope.append(
                    directives.header(forLine: item.firstLine)
                        + String(repeating: " ", count: tokens[item.firstToken].column)
                        + fileScopeText(of: item, slot: index) + "\n#sourceLocation()")
            }
        }
    }

    /// A file-scope item's text: a deferred global, one the entry initialises, or any other.
    private mutating func fileScopeText(of item: TopLevelItem, slot: Int) -> String {
        if item.isDeferred && item.kind == .statement {
            return BlockProgramGenerator.deferredText(
                of: item, slot: slot, analysis, keepsAccess: module.keepsAccess, edits: &edits)
        }
        if placement.entryInitialized.contains(slot) {
            trailing[item.lastToken] = BlockProgramGenerator.entryInitialization(of: item, slot: slot, tokens)
            return BlockProgramGenerator.entryInitializedText(
                of: item, slot: slot, analysis, keepsAccess: module.keepsAccess, edits: &edits)
        }
        for global in BlockProgramGenerator.flattened(item) where !BlockProgramGenerator.storedNames(global).isEmpty {
            forcing[global.firstToken] = BlockProgramGenerator.touch(
                of: global, tokens, entryIsolated: analysis.awaitsAtTopLevel)
        }
        if case .conditional = item.kind { bodyTokens.formUnion(BlockProgramGenerator.statementPart(of: item)) }
        return BlockProgramGenerator.fileScopeText(
            of: item, tokens, declaredTypes: module.declaredTypes, keepsAccess: module.keepsAccess,
            mainActorVariables: mainActorVariables, reason: &reason, edits: &edits)
    }

    /// `#if canImport(X)` / `import X` / `#endif` in a region that runs in the entry: the imports go to the top
    /// of the file, inside the same conditions; the region's other lines stay in place.
    private mutating func moveImports(outOf item: TopLevelItem) {
        let range = item.firstToken...item.lastToken
        let lines = item.firstLine...min(item.lastLine, codeLines.count - 1)
        // A line whose first token, after attributes, is the keyword `import` (not text in a string).
        let regionImports = Set(
            range.compactMap { index -> Int? in
                let token = tokens[index]
                guard token.kind == .keyword, token.text == "import" else { return nil }
                var before = index - 1
                while before >= 0, !tokens[before].isNewline,
                    tokens[before].isSpace || tokens[before].kind == .attribute
                { before -= 1 }
                return before < 0 || tokens[before].isNewline ? token.line : nil
            })
        guard !regionImports.isEmpty else { return }
        let kept = lines.filter { line in
            let text = codeLines[line].drop { $0 == " " || $0 == "\t" }
            return regionImports.contains(line)
                || ["#if", "#elseif", "#else", "#endif"].contains { text.hasPrefix($0) }
        }
        for line in regionImports { bodyTokens.subtract(range.filter { tokens[$0].line == line }) }
        conditionalImports.append(kept.map { codeLines[$0] }.joined(separator: "\n"))
    }

    /// The entry function's body: the statements where they stand; every other token becomes blank space
    /// (keeping its line breaks), so each statement keeps its line and column. A stored variable that had to
    /// stay a local stands for a global, which is never destroyed: its last value is kept when the entry
    /// returns, so what it holds is not released (no `deinit` runs) either.
    mutating func entryBody(declaresMain: Bool) -> String {
        let kept = keptValues()
        // A declaration that runs in the entry is a local one, which takes no access modifier.
        let localAccess = Set(
            analysis.items.indices.filter { placement.places[$0] == .body }
                .flatMap { BlockProgramGenerator.flattened(analysis.items[$0]).compactMap(\.accessToken) })
        var body = ""
        var absorb = 0  // blank columns a touch has taken the place of
        for (index, token) in tokens.enumerated() {
            if bodyTokens.contains(index) {
                // In the getter `main`, `#function` is `main` already (and a function declared inside names
                // itself); only the function that stands in for it must say `main`.
                body +=
                    localAccess.contains(index)
                    ? BlockProgramGenerator.blank(token.text)
                    : BlockProgramGenerator.rewritten(token, rewriteFunction: declaresMain, edits: &edits)
                if let names = kept[index] {
                    let keep =
                        "; defer { "
                        + names.map { "\(BlockProgramGenerator.keepFunction)(\($0))" }.joined(separator: "; ") + " }"
                    edits.append(
                        .init(
                            line: token.line + 1, column: token.column + token.text.utf8.count, delta: keep.utf8.count))
                    body += keep
                }
            } else if let directive = token.replacement, token.text == "#sourceLocation" || directive.isEmpty {
                // A line directive of the program inside a file-scope item holds for the entry's lines too.
                body += directive
            } else {
                if let touch = forcing[index] { absorb = placeTouch(touch, at: index, in: &body) }
                var spaces = BlockProgramGenerator.blank(token.text)
                if absorb > 0, !spaces.contains("\n") {
                    let dropped = min(absorb, spaces.utf8.count)
                    spaces = String(repeating: " ", count: spaces.utf8.count - dropped)
                    absorb -= dropped
                } else if spaces.contains("\n") {
                    absorb = 0
                }
                body += spaces
            }
            if let after = trailing[index] {
                // Written where the declaration's last line ends: only what follows on that line moves.
                let following = tokens[(index + 1)...].prefix { !$0.isNewline }
                if following.indices.contains(where: bodyTokens.contains) {
                    edits.append(
                        .init(
                            line: token.line + 1, column: BlockProgramGenerator.lastLineWidth(body),
                            delta: after.utf8.count))
                }
                body += after
            }
        }
        return body
    }

    /// Last token of a variable kept as a local → the names whose values are kept.
    private func keptValues() -> [Int: [String]] {
        var kept: [Int: [String]] = [:]
        for (index, item) in analysis.items.enumerated() where placement.places[index] == .body {
            if case .variable(let names, true) = item.kind, !names.isEmpty { kept[item.lastToken] = names }
        }
        return kept
    }

    /// Globals are initialised on first use: touching each where its declaration stood runs the initialisers
    /// in order, between the statements around them (`var a = 0; a += 1; let b = a`). The touch takes the
    /// place of the moved declaration's own blank columns, so nothing on the line moves (a message about the
    /// declaration comes from file scope, on the same line number); only a touch wider than the
    /// declaration's first line shifts what follows. Returns the blank columns it takes the place of.
    private mutating func placeTouch(_ touch: String, at index: Int, in body: inout String) -> Int {
        let token = tokens[index]
        var room = 0
        for following in index..<tokens.count where !bodyTokens.contains(following) {
            if tokens[following].text.contains(where: \.isNewline) { break }
            room += tokens[following].text.utf8.count
            if following == tokens.count - 1 || bodyTokens.contains(following + 1) { break }
        }
        if touch.utf8.count > room {
            edits.append(.init(line: token.line + 1, column: token.column, delta: touch.utf8.count - room))
        }
        body += touch
        return min(touch.utf8.count, room)
    }
}
