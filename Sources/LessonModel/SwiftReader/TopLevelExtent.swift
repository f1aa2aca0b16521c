/// Where a top-level item ends: a braced body, a statement that may go on over several lines, and the
/// recovery from a bracket that is never closed.
extension TopLevelAnalysis {
    /// The last token of a declaration whose body is the first `{ … }` at its own depth.
    func endOfBracedDeclaration(from keyword: Int) -> Int {
        let depth = tokens[keyword].depth
        var i = keyword + 1
        // Generic parameters (`func merged<` / `A: Sequence,` / `>(`) are no brackets to the tokenizer: they are
        // counted here, after an operator function's name (`func < <T>`).
        var angles = 0
        if let name = nextSignificant(from: i), Self.isOperator(tokens[name].text) {
            i = name
            while i < tokens.count, tokens[i].kind == .plain, Self.isOperator(tokens[i].text) { i += 1 }
        }
        while i < tokens.count {
            let token = tokens[i]
            if token.depth == depth && token.kind == .plain {
                if token.text == "<" { angles += 1 }
                if token.text == ">", angles > 0, tokens[i - 1].text != "-" { angles -= 1 }
            }
            if token.depth == depth && token.kind == .plain && token.text == "{" {
                let close = matching(i)
                if close == tokens.count - 1, tokens[close].text != "}" || tokens[close].depth != depth + 1 {
                    return recoveryEnd(after: i) ?? close
                }
                return close
            }
            if token.depth == depth && token.kind == .plain && token.text == ";" { return i }
            // A function may have no body (`@_silgen_name("f") func f()`, a macro's `= #externalMacro(…)`): it
            // ends with the first line that does not go on with its signature, as a statement would. Another
            // body-less declaration (a half-typed block's) ends at the next line that starts another item.
            if token.isNewline && token.depth == depth && angles == 0 && !continues(after: i)
                && (bodyMayBeMissing.contains(tokens[keyword].text) || startsDeclarationLine(after: i))
            {
                return i - 1
            }
            i += 1
        }
        return tokens.count - 1
    }

    private var bodyMayBeMissing: Set<String> { ["func", "macro"] }

    /// Whether the line after the newline token `index` starts with a declaration keyword.
    func startsDeclarationLine(after index: Int) -> Bool {
        guard let next = nextSignificant(from: index + 1) else { return true }
        let token = tokens[next]
        return token.kind == .keyword
            && [
                "struct", "class", "enum", "protocol", "extension", "func", "let", "var",
                "typealias", "import", "actor",
            ].contains(token.text)
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
                tokens[next].kind == .attribute
                    || (tokens[next].kind == .keyword && TopLevelAnalysis.recoveryKeywords.contains(tokens[next].text))
            {
                return i - 1
            }
            i += 1
        }
        return nil
    }

    static let recoveryKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "extension", "func", "import",
        "typealias", "actor", "precedencegroup",
    ]

    /// Whether the expression goes on past the newline token `index`: the line ends with a binary operator,
    /// a comma or a keyword that needs what follows, or the next line starts with `.`, `{`, a binary operator,
    /// or a continuation such as `else`. An operator's spacing tells binary from postfix, as Swift's own
    /// lexer does: `a +` goes on, `count++` and `2...` end the line.
    func continues(after index: Int) -> Bool {
        if let before = previousSignificant(before: index), needsMore(after: before) { return true }
        guard let next = nextSignificant(from: index + 1) else { return false }
        return goesOn(at: next)
    }

    /// Whether the token ending a line needs what follows: a comma, a colon, a binary operator or a keyword
    /// such as `in` or `try`.
    private func needsMore(after before: Int) -> Bool {
        let token = tokens[before]
        if token.kind == .plain, token.text == "," || token.text == ":" { return true }
        if token.kind == .plain, Self.isOperator(token.text) {
            var start = before
            while start > 0, tokens[start - 1].kind == .plain, Self.isOperator(tokens[start - 1].text) {
                start -= 1
            }
            let run = tokens[start...before].map(\.text).joined()
            // a member on the next line, `x=`, a function type
            if run == "." || run == "=" || run == "->" { return true }
            if start == 0 || tokens[start - 1].isSpace { return true }  // spaced: a binary operator
            // `try?`, `try!`, `as?`, `as!`: the expression follows.
            if run == "?" || run == "!", tokens[start - 1].kind == .keyword,
                ["try", "as"].contains(tokens[start - 1].text)
            {
                return true
            }
            // Otherwise postfix (`x!`, `Array<Int>`, `2...`, `n++`, `first?`): the next line decides.
        }
        return token.kind == .keyword
            && ["in", "where", "as", "is", "else", "try", "await", "if", "guard", "while", "switch", "for", "throw"]
                .contains(token.text)
    }

    /// Whether the token starting the next line (`next`) goes on with the expression before it.
    private func goesOn(at next: Int) -> Bool {
        let token = tokens[next]
        if token.kind == .plain, token.text == "." { return true }
        // No statement starts with `{`: on a line of its own it opens a trailing closure, a computed
        // variable's getter or a variable's observers (braces on their own line).
        if token.kind == .plain, token.text == "{" { return true }
        if token.kind == .keyword,
            ["else", "catch", "where", "as", "is", "in", "throws", "rethrows"].contains(token.text)
        {
            return true
        }
        // `async` goes on with a signature (`func f()` / `async throws`), except where it starts a binding of its
        // own (`async let`).
        if token.kind == .keyword, token.text == "async" {
            return nextSignificant(from: next + 1).map { !["let", "var"].contains(tokens[$0].text) } ?? false
        }
        // No statement starts with `:` or `,` either: a ternary's second branch, a type, a conformance list,
        // another binding of the same `let`.
        if token.kind == .plain, token.text == ":" || token.text == "," { return true }
        // A binary operator starting the line: an operator run with space after it (`!= x`, `-> Void`, `~ "b"`).
        if token.kind == .plain, Self.isOperator(token.text) {
            var end = next
            while end + 1 < tokens.count, tokens[end + 1].kind == .plain, Self.isOperator(tokens[end + 1].text) {
                end += 1
            }
            if end + 1 < tokens.count, tokens[end + 1].isSpace { return true }
        }
        // A postfix `#if` (SE-0308): member accesses under compile conditions go on with the expression, and
        // so does the rest of the region, empty branches included.
        if token.kind == .keyword, ["#if", "#elseif", "#else", "#endif"].contains(token.text) {
            if token.text == "#if" { return isPostfixRegion(next) }
            if let opening = openingDirective(of: next), isPostfixRegion(opening) { return true }
        }
        if token.kind == .plain, ["=", "+", "*", "/", "%", "&", "|", "^", "?", ":", "<", ">"].contains(token.text),
            next + 1 < tokens.count, ["=", "&", "|", "?", "<", ">"].contains(tokens[next + 1].text)
        {
            return true
        }
        return false
    }

    /// Whether the `#if` at `index` continues an expression: its first branch starts with a member (`.filter`).
    func isPostfixRegion(_ index: Int) -> Bool {
        firstSignificantOfNextLine(from: index).map { tokens[$0].text == "." } ?? false
    }

    /// The `#if` that the `#elseif`, `#else` or `#endif` at `index` belongs to (nested regions counted).
    func openingDirective(of index: Int) -> Int? {
        var nesting = 0
        var i = index - 1
        while i >= 0 {
            if tokens[i].kind == .keyword {
                if tokens[i].text == "#endif" { nesting += 1 }
                if tokens[i].text == "#if" {
                    if nesting == 0 { return i }
                    nesting -= 1
                }
            }
            i -= 1
        }
        return nil
    }

    /// Whether every character of the text can be part of an operator (`SwiftTokenizer.isOperatorScalar`).
    static func isOperator(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(SwiftTokenizer.isOperatorScalar)
    }

    /// The first significant token of the line after the one holding `index`.
    func firstSignificantOfNextLine(from index: Int) -> Int? {
        var i = index
        while i < tokens.count, !tokens[i].isNewline { i += 1 }
        return i < tokens.count ? nextSignificant(from: i + 1) : nil
    }

    /// The `>` closing the generic arguments opened by the `<` at `open` (nested ones counted), or nil when
    /// the line ends first.
    ///
    /// `acrossLines`: where `<` can only open generic arguments (`Task<`), which a layout may spread over
    /// several lines; they end by the first brace, `;` or `=`, which no generic argument holds.
    func closingAngle(_ open: Int, acrossLines: Bool = false) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].isNewline && !acrossLines { return nil }
            if acrossLines, tokens[index].kind == .plain, ["{", "}", ";", "="].contains(tokens[index].text) {
                return nil
            }
            if tokens[index].text == "<" { depth += 1 }
            // The `>` of a function type's `->` closes nothing.
            if tokens[index].text == ">", index == 0 || tokens[index - 1].text != "-" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
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
