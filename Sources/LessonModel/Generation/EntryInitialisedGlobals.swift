/// Globals whose initializer must run in the entry: it suspends (`let user = await fetchUser()`), or it
/// starts a `Task` that takes on the entry's main-actor isolation (SE-0343). A global's own initializer can
/// do neither, yet in a `main.swift` such a variable is still a global: types, extensions and functions
/// declared anywhere in the file use it. So the initializer becomes a closure at file scope (a global
/// itself, on the main actor), which the entry calls where the declaration stood; the value is handed to
/// the variable's first read through a slot:
///
///     let user = await fetchUser()
///
/// becomes, at file scope (on the declaration's lines, the expression in its own columns)
///
///     fileprivate let __lessonbuild_value7 = { @MainActor in await fetchUser() }; fileprivate let user = __lessonbuild_settled(7, __lessonbuild_value7)
///
/// and, in the entry, at the end of the declaration's last line
///
///     __lessonbuild_slots[7] = try await __lessonbuild_value7(); _ = user;
///
/// The expression is written once, so the compiler reports a mistake in it once, at its own column.
extension BlockProgramGenerator {
    static let slotsName = "__lessonbuild_slots"
    static let settledFunction = "__lessonbuild_settled"

    static func valueName(_ slot: Int) -> String { "__lessonbuild_value\(slot)" }

    /// Whether the variable's initializer must run in the entry.
    static func initializesInEntry(_ item: TopLevelItem, _ analysis: TopLevelAnalysis) -> Bool {
        item.initializerAwaits || analysis.awaitsAtTopLevel && startsTask(item, analysis)
    }

    /// Whether such a variable can be a global this way: one name or one tuple pattern (not two bindings),
    /// an initializer, no comment in its header (which is rewritten on one line), and a read that
    /// initialises it where it stands (not isolated to an actor other than the main actor).
    static func canInitializeInEntry(_ item: TopLevelItem, _ analysis: TopLevelAnalysis) -> Bool {
        let tokens = analysis.tokens
        // One name, or a tuple pattern (`let (low, high) = await bounds()`), which a global may have too.
        guard case .variable(let names, true) = item.kind, !names.isEmpty, !item.isLazy,
            let keyword = item.keywordToken, let equals = item.initializerToken, equals < item.lastToken,
            let name = analysis.nextSignificant(from: keyword + 1),
            names.count == 1 && (tokens[name].text == names[0] || tokens[name].text == "`\(names[0])`")
                || tokens[name].text == "(" && analysis.matching(name) < equals
        else { return false }
        if item.hasAttribute && !isIsolationAttribute(item, tokens) { return false }
        return touch(of: item, tokens, entryIsolated: true) != nil
    }

    /// The `:` before the type written after the name (`let items: [Item] = …`), or nil.
    private static func typeColon(_ item: TopLevelItem, _ analysis: TopLevelAnalysis) -> Int? {
        let tokens = analysis.tokens
        guard let keyword = item.keywordToken, let equals = item.initializerToken,
            let name = analysis.nextSignificant(from: keyword + 1),
            let colon = analysis.nextSignificant(from: name + 1), colon < equals, tokens[colon].text == ":",
            let type = analysis.nextSignificant(from: colon + 1), type < equals
        else { return nil }
        return colon
    }

    /// The declaration at file scope: the closure holding the expression, then the variable itself.
    static func entryInitializedText(
        of item: TopLevelItem, slot: Int, _ analysis: TopLevelAnalysis, keepsAccess: Bool,
        edits: inout [BlockProgram.ColumnEdit]
    ) -> String {
        let tokens = analysis.tokens
        let equals = item.initializerToken!
        let expressionEnd = initialValueEnd(of: item, equals: equals, tokens)
        // The type written after the name stays in its own columns, as the closure's result type, and the `=`
        // becomes the closure's `in`: a message about either reads at the lesson's column.
        let colon = typeColon(item, analysis)
        let opener =
            "fileprivate let \(valueName(slot)) = { @_Concurrency.MainActor"
            + (colon == nil ? "" : " () async throws ->")
        let first = tokens[item.firstToken]
        edits.append(.init(line: first.line + 1, column: first.column, delta: opener.utf8.count))
        var result = opener
        // Where the text written so far ends, in the generated file (the first line follows the item's indent).
        func generatedColumn() -> Int {
            (result.contains(where: \.isNewline) ? 0 : first.column) + lastLineWidth(result)
        }
        // An implicitly unwrapped type (`let name: String! = …`) is an optional one as a closure's result.
        let lastOfType = colon.flatMap { _ in analysis.previousSignificant(before: equals) }
        for index in item.firstToken...equals {
            if let colon, index > colon, index < equals {
                result +=
                    index == lastOfType && tokens[index].text == "!"
                    ? "?" : rewritten(tokens[index], rewriteFunction: false, edits: &edits)
            } else if index == equals {
                edits.append(.init(line: tokens[index].line + 1, column: generatedColumn(), delta: 2))
                result += "in "
            } else {
                result += blank(tokens[index].text)
            }
        }
        for index in equals + 1...expressionEnd {
            result += rewritten(tokens[index], rewriteFunction: true, edits: &edits)
        }
        let closer =
            " }; " + header(of: item, equals: equals, tokens, keepsAccess: keepsAccess)
            + " \(settledFunction)(\(slot), \(valueName(slot)))"
        edits.append(.init(line: tokens[expressionEnd].line + 1, column: generatedColumn(), delta: closer.utf8.count))
        result += closer
        if expressionEnd < item.lastToken {
            for index in expressionEnd + 1...item.lastToken {
                result += rewritten(tokens[index], rewriteFunction: false, edits: &edits)
            }
        }
        return result
    }

    /// The last token of a variable's initial value (trailing spaces, comments and a `;` left out).
    private static func initialValueEnd(
        of item: TopLevelItem, equals: Int, _ tokens: [TopLevelAnalysis.Token]
    ) -> Int {
        var end = initializerTokens(item, tokens)?.upperBound ?? item.lastToken
        while end > equals, tokens[end].isSpace || tokens[end].kind == .comment || tokens[end].text == ";" {
            end -= 1
        }
        return end
    }

    /// The variable's own header (attributes, access, `let`/`var`, name and type), on one line.
    private static func header(
        of item: TopLevelItem, equals: Int, _ tokens: [TopLevelAnalysis.Token], keepsAccess: Bool
    ) -> String {
        var header = item
        header.lastToken = equals
        header.initializerThrows = false
        var unused: [BlockProgram.ColumnEdit] = []
        // Written on one line, so its comments go (a line comment there would hide what follows it).
        let uncommented = tokens.map { token in
            var blanked = token
            if token.kind == .comment { (blanked.kind, blanked.text) = (.plain, " ") }
            return blanked
        }
        return String(
            text(
                of: header, uncommented, rewritingFunctionIn: nil, access: keepsAccess ? .keep : .makeFilePrivate,
                edits: &unused
            ).map { $0.isNewline ? " " : $0 })
    }

    /// UTF-8 columns after the text's last line break.
    static func lastLineWidth(_ text: String) -> Int {
        text.utf8.reversed().prefix { $0 != UInt8(ascii: "\n") }.count
    }

    /// What the entry runs where the declaration stood: the expression, then the read that initialises the variable.
    static func entryInitialization(of item: TopLevelItem, slot: Int, _ tokens: [TopLevelAnalysis.Token]) -> String {
        "\(slotsName)[\(slot)] = try await \(valueName(slot))(); "
            + (touch(of: item, tokens, entryIsolated: true) ?? "")
    }

    /// The slots and the function that hands a value over, once in a file that needs them.
    /// `swift` is `Swift.` or, where the block declares a `Swift` of its own, nothing.
    static func entryInitializationSupport(swift: String) -> String {
        """
        fileprivate var \(slotsName): [\(swift)Int: Any] = [:]
        fileprivate func \(settledFunction)<T>(_ slot: \(swift)Int, _ value: @_Concurrency.MainActor () async throws -> T) -> T {
            guard let value = \(slotsName).removeValue(forKey: slot) else {
                \(swift)fatalError("a top-level variable was read before the line that declares it ran")
            }
            return value as! T
        }

        """
    }
}
