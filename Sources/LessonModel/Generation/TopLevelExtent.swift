/// Where a top-level item ends: a braced body, a statement that may go on over several lines, and the
/// recovery from a bracket that is never closed.
extension TopLevelAnalysis {
    /// The last token of a declaration whose body is the first `{ … }` at its own depth.
    func endOfBracedDeclaration(from keyword: Int) -> Int {
        let depth = tokens[keyword].depth
        var i = keyword + 1
        while i < tokens.count {
            let token = tokens[i]
            if token.depth == depth && token.kind == .plain && token.text == "{" {
                let close = matching(i)
                if close == tokens.count - 1, tokens[close].text != "}" || tokens[close].depth != depth + 1 {
                    return recoveryEnd(after: i) ?? close
                }
                return close
            }
            if token.depth == depth && token.kind == .plain && token.text == ";" { return i }
            // A body-less declaration (a protocol requirement-like `func f()` never happens at top level, but
            // a half-typed block may have one): stop at the next line that starts another item.
            if token.isNewline && token.depth == depth && !continues(after: i) && startsDeclarationLine(after: i) { return i - 1 }
            i += 1
        }
        return tokens.count - 1
    }

    /// Whether the line after the newline token `index` starts with a declaration keyword.
    func startsDeclarationLine(after index: Int) -> Bool {
        guard let next = nextSignificant(from: index + 1) else { return true }
        let token = tokens[next]
        return token.kind == .keyword && ["struct", "class", "enum", "protocol", "extension", "func", "let", "var",
                                          "typealias", "import", "actor"].contains(token.text)
    }

    func endOfLine(from start: Int) -> Int {
        var i = start
        while i < tokens.count, !tokens[i].isNewline { i += 1 }
        return i - 1
    }

    /// The last token of a statement: up to a newline or `;` at the starting depth that does not continue
    /// the expression on the next line.
    func endOfStatement(from start: Int) -> Int {
        let depth = tokens[start].depth
        var i = start
        while i < tokens.count {
            let token = tokens[i]
            if token.depth < depth { return i - 1 }
            if token.depth == depth && token.kind == .plain && token.text == ";" { return i }
            if token.depth == depth && token.isNewline && !continues(after: i) { return i - 1 }
            i += 1
        }
        return recoveryEnd(after: start) ?? tokens.count - 1
    }

    /// Where a statement or declaration whose bracket is never closed ends: before the next line that starts
    /// at column 0 with a declaration keyword, where the compiler's parser picks up again. Nil if none.
    func recoveryEnd(after start: Int) -> Int? {
        var i = start + 1
        while i < tokens.count {
            if tokens[i].isNewline, let next = nextSignificant(from: i + 1), tokens[next].column == 0,
               tokens[next].kind == .attribute || (tokens[next].kind == .keyword && TopLevelAnalysis.recoveryKeywords.contains(tokens[next].text)) {
                return i - 1
            }
            i += 1
        }
        return nil
    }

    static let recoveryKeywords: Set<String> = ["struct", "class", "enum", "protocol", "extension", "func", "import",
                                                "typealias", "actor", "precedencegroup"]

    /// Whether the expression goes on past the newline token `index`: the line ends with an operator or
    /// comma, or the next line starts with `.`, a binary operator, or `{`-less continuations such as `else`.
    func continues(after index: Int) -> Bool {
        if let before = previousSignificant(before: index) {
            let text = tokens[before].text
            if tokens[before].kind == .plain,
               ["=", ",", "+", "-", "*", "/", "%", "&", "|", "^", "?", ":", "<", ">", "!", "~", "."].contains(text),
               !(text == "!" || text == "?" || text == ">") || isBinaryOperatorEnd(before) {
                return true
            }
            if tokens[before].kind == .keyword, ["in", "where", "as", "is", "else", "return"].contains(text) {
                return text != "return"
            }
        }
        guard let next = nextSignificant(from: index + 1) else { return false }
        let token = tokens[next]
        if token.kind == .plain, token.text == "." { return true }
        if token.kind == .keyword, ["else", "catch", "where", "as", "is"].contains(token.text) { return true }
        if token.kind == .plain, ["=", "+", "*", "/", "%", "&", "|", "^", "?", ":", "<", ">"].contains(token.text),
           next + 1 < tokens.count, tokens[next + 1].isSpace || ["=", "&", "|", "?", "<", ">"].contains(tokens[next + 1].text) {
            return true
        }
        if token.kind == .plain, token.text == "-", next + 1 < tokens.count, tokens[next + 1].isSpace { return true }
        return false
    }

    /// A `!`, `?` or `>` that ends a binary operator (`!=`, `??`, `->`, `>=`) rather than a postfix one.
    func isBinaryOperatorEnd(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if tokens[index].text == ">" { return previous.text == "-" || previous.isSpace }
        return previous.isSpace || previous.text == "?" || previous.text == "!"
    }

    /// The index of the bracket closing the one at `open` (or the last token when it is never closed).
    func matching(_ open: Int) -> Int {
        let pairs: [String: String] = ["{": "}", "(": ")", "[": "]"]
        guard let close = pairs[tokens[open].text] else { return open }
        var depth = 0
        var i = open
        while i < tokens.count {
            if tokens[i].kind == .plain {
                if tokens[i].text == tokens[open].text { depth += 1 }
                if tokens[i].text == close {
                    depth -= 1
                    if depth == 0 { return i }
                }
            }
            i += 1
        }
        return tokens.count - 1
    }
}
