/// The names top-level code binds and where `#function` names a declaration: a statement's bindings
/// (`guard let`, `async let`), and the bodies of named declarations.
extension TopLevelAnalysis {
    /// Marks the tokens in the bodies of `func`, `init`, `deinit` and `subscript` declarations, and of
    /// computed properties (`var title: String { … }`, a brace with no `=` before it), at any depth.
    mutating func markNamedBodies() {
        for index in tokens.indices
        where tokens[index].kind == .keyword
            && ["func", "init", "deinit", "subscript", "var"].contains(tokens[index].text)
        {
            if let before = previousSignificant(before: index), tokens[before].text == "." { continue }  // `.init(…)`
            let depth = tokens[index].depth
            var brace = index + 1
            while brace < tokens.count, tokens[brace].depth >= depth,
                !(tokens[brace].depth == depth && tokens[brace].kind == .plain && tokens[brace].text == "{")
            {
                // A variable's initializer (`var x = { #function }()`) says what its context says.
                if tokens[index].text == "var", tokens[brace].depth == depth, tokens[brace].kind == .plain,
                    tokens[brace].text == "=" || tokens[brace].text == ";"
                {
                    break
                }
                if tokens[index].text == "var", tokens[brace].depth == depth, tokens[brace].isNewline,
                    !continues(after: brace)
                {
                    break
                }
                brace += 1
            }
            guard brace < tokens.count, tokens[brace].depth == depth, tokens[brace].text == "{" else { continue }
            for inner in brace...matching(brace) { tokens[inner].inNamedBody = true }
        }
    }

    /// A statement, with the names it binds for the rest of the top-level code.
    func statement(from start: Int, end given: Int? = nil) -> TopLevelItem {
        let end = given ?? endOfStatement(from: start)
        var item = make(.statement, start, end, keyword: nil, access: nil)
        if tokens[start].text == "async", let binding = nextSignificant(from: start + 1),
            tokens[binding].text == "let" || tokens[binding].text == "var"
        {
            // `async let (a, b) = …`: a child task, local to the top-level code; its names, up to `=` or `:`.
            var i = binding + 1
            while i <= end,
                !(tokens[i].kind == .plain && (tokens[i].text == "=" || tokens[i].text == ":")
                    && tokens[i].depth == tokens[start].depth)
            {
                if tokens[i].kind != .comment, tokens[i].kind != .string, Self.isIdentifier(tokens[i].text) {
                    item.boundNames.append(tokens[i].text)
                }
                i += 1
            }
        }
        if tokens[start].kind == .keyword && tokens[start].text == "guard" {
            // `guard let a = …, var b = …, case let .x(c) = … else {…}`: the names after let/var, up to `=`.
            var i = start + 1
            var binding = false
            while i <= end,
                !(tokens[i].kind == .keyword && tokens[i].text == "else" && tokens[i].depth == tokens[start].depth)
            {
                let token = tokens[i]
                if token.kind == .keyword && (token.text == "let" || token.text == "var") {
                    binding = true
                } else if token.kind == .plain && (token.text == "=" || token.text == ",")
                    && token.depth == tokens[start].depth
                {
                    binding = false
                } else if binding, token.kind == .plain || token.kind == .type || token.kind == .keyword,
                    Self.isIdentifier(token.text),
                    !(token.kind == .keyword && ["let", "var", "case"].contains(token.text))
                {
                    item.boundNames.append(token.text)
                }
                i += 1
            }
        }
        return item
    }
}
