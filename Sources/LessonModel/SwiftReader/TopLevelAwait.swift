/// Whether a block's top-level code is asynchronous: an `await` in it, not in a closure or a function.
extension TopLevelAnalysis {
    /// Whether `await` appears in top-level code: outside every closure and declaration body, though perhaps
    /// inside the bodies of `do`, `if`, `for`, `while`, `switch` and the like (`do { try await f() } catch`).
    func awaitsInTopLevelCode() -> Bool {
        var bodies: [Bool] = []  // for each open brace: whether it is a statement's body
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .plain && token.text == "{" {
                bodies.append(opensCodeBody(index))
            } else if token.kind == .plain && token.text == "}" {
                _ = bodies.popLast()
            } else if token.kind == .keyword && token.text == "await" && !bodies.contains(false) {
                return true
            }
        }
        return false
    }

    static let statementKeywords: Set<String> = [
        "do", "if", "else", "for", "while", "repeat", "switch", "guard", "catch", "defer",
    ]

    /// Whether the `{` at `index` opens code that runs where it stands: a control statement's body, or a
    /// branch of an `if`, `switch` or `do` expression (`let x = if c { try await f() } else { 0 }`), rather
    /// than a closure or a declaration's body.
    func opensCodeBody(_ index: Int) -> Bool {
        opensStatementBody(index) || opensExpressionBranch(index)
    }

    /// The keyword (`if`, `else`, `switch`, `do`, `catch`) stands before the brace in the same expression: at
    /// the brace's depth, after the last `=`, `,`, `(`, brace, `;`, `in` or `return`.
    private func opensExpressionBranch(_ index: Int) -> Bool {
        let depth = tokens[index].depth
        var i = index - 1
        while i >= 0 {
            let token = tokens[i]
            if token.depth < depth { return false }
            if token.depth == depth {
                if token.isNewline && !continues(after: i) { return false }
                if token.kind == .keyword, ["if", "else", "switch", "do", "catch"].contains(token.text) { return true }
                if token.kind == .keyword, ["in", "return"].contains(token.text) { return false }
                if token.kind == .plain, ["=", ",", "(", "{", "}", ";"].contains(token.text) { return false }
            }
            i -= 1
        }
        return false
    }

    /// Whether the `{` at `index` opens the body of a control statement: the statement it ends (back to a
    /// line that does not go on, a `;` or a brace at the same depth) starts with a control keyword, perhaps
    /// after a label (`outer: for …`). Otherwise it opens a closure or a declaration's body.
    private func opensStatementBody(_ index: Int) -> Bool {
        let depth = tokens[index].depth
        var first: Int?
        var i = index - 1
        while i >= 0 {
            let token = tokens[i]
            if token.depth < depth { break }
            if token.depth == depth {
                if token.kind == .plain && (token.text == "{" || token.text == "}" || token.text == ";") { break }
                if token.isNewline && !continues(after: i) { break }
                if isSignificant(i) { first = i }
            }
            i -= 1
        }
        guard var start = first else { return false }
        if let colon = nextSignificant(from: start + 1), colon < index, tokens[colon].text == ":",
            let labelled = nextSignificant(from: colon + 1), labelled < index
        {
            start = labelled
        }
        // Under a `case …:` or `default:` of a switch, the statement starts after the colon.
        if tokens[start].kind == .keyword, tokens[start].text == "case" || tokens[start].text == "default",
            let colon = (start..<index).first(where: { tokens[$0].depth == depth && tokens[$0].text == ":" }),
            let statement = nextSignificant(from: colon + 1), statement < index
        {
            start = statement
        }
        return tokens[start].kind == .keyword && Self.statementKeywords.contains(tokens[start].text)
    }
}
