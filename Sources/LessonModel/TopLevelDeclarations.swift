/// Finds the declarations at the top level of a runnable block that Swift does not accept inside a
/// function body, or accepts with different rules: types, protocols, type aliases and extensions.
///
/// A `main.swift` program may declare a type after the code that uses it, extend a type, or declare a
/// protocol; a function body allows none of these. The generator therefore moves such declarations out of
/// the block's function (types into the block's own namespace, extensions to file scope) and leaves every
/// other line where it was.
public struct TopLevelDeclaration: Equatable, Sendable {
    /// 0-based lines of the block's code, first and last, that the declaration spans.
    public var firstLine: Int
    public var lastLine: Int
    /// `struct`, `class`, `enum`, `protocol`, `actor`, `typealias` or `extension`.
    public var keyword: String
    /// The declared name, or for an extension the extended type's (first) name.
    public var name: String
    /// Whether the header carries an access modifier (`private`, `public`…).
    public var hasAccessModifier: Bool
    /// Whether an extension declares conformances (`extension X: P`), which forbids an access modifier.
    public var declaresConformance: Bool

    public var isExtension: Bool { keyword == "extension" }

    static let introducers: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "extension"]
    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package"]
    static let otherModifiers: Set<String> = ["final", "indirect", "nonisolated"]

    public static func find(in code: String) -> [TopLevelDeclaration] {
        let tokens = SwiftTokenizer.tokens(code, merged: false)
        var lineOf: [Int] = []
        var line = 0
        for token in tokens {
            lineOf.append(line)
            line += token.text.filter { $0 == "\n" || $0 == "\r\n" }.count
        }
        func isSpace(_ index: Int) -> Bool {
            tokens[index].kind == .plain && tokens[index].text.allSatisfy(\.isWhitespace)
        }

        var found: [TopLevelDeclaration] = []
        var depth = 0
        var lineStarted = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.text.contains(where: { $0 == "\n" || $0 == "\r\n" }) { lineStarted = false }
            if isSpace(index) { index += 1; continue }
            if depth == 0, !lineStarted, let declaration = header(at: index, tokens: tokens, lineOf: lineOf, isSpace: isSpace) {
                found.append(declaration.value)
                index = declaration.end + 1
                lineStarted = true
                continue
            }
            lineStarted = true
            if token.kind == .plain {
                if ["{", "(", "["].contains(token.text) { depth += 1 }
                if ["}", ")", "]"].contains(token.text) { depth = max(depth - 1, 0) }
            }
            index += 1
        }
        return found
    }

    /// Whether `await` appears outside every brace (closures and function bodies have their own context).
    public static func awaitsAtTopLevel(_ code: String) -> Bool {
        var depth = 0
        for token in SwiftTokenizer.tokens(code, merged: false) {
            if token.kind == .plain {
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth = max(depth - 1, 0) }
            } else if token.kind == .keyword, token.text == "await", depth == 0 {
                return true
            }
        }
        return false
    }

    /// A declaration starting at `start`: attributes and modifiers, an introducer, a name, then either the
    /// rest of the line (type aliases) or a braced body. Returns it with the index of its last token.
    private static func header(at start: Int, tokens: [SwiftTokenizer.Token], lineOf: [Int],
                               isSpace: (Int) -> Bool) -> (value: TopLevelDeclaration, end: Int)? {
        var index = start
        var access = false
        func skipSpace() { while index < tokens.count, isSpace(index) { index += 1 } }
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .attribute {
                index += 1
                if index < tokens.count, tokens[index].text == "(" { index = matching(from: index, tokens: tokens) + 1 }
            } else if token.kind == .keyword, accessModifiers.contains(token.text) {
                access = true
                index += 1
                // `private(set)` is not a type's modifier, but skip its parenthesis all the same.
                if index < tokens.count, tokens[index].text == "(" { index = matching(from: index, tokens: tokens) + 1 }
            } else if token.kind == .keyword, otherModifiers.contains(token.text) {
                index += 1
            } else {
                break
            }
            skipSpace()
        }
        guard index < tokens.count, tokens[index].kind == .keyword, introducers.contains(tokens[index].text) else { return nil }
        let keyword = tokens[index].text
        index += 1
        skipSpace()
        guard index < tokens.count, tokens[index].kind == .type || tokens[index].kind == .plain,
              let first = tokens[index].text.first, first.isLetter || first == "_" else { return nil }
        let name = tokens[index].text
        index += 1

        var conformance = false
        var end = index
        if keyword == "typealias" {
            // To the end of the line (outside brackets).
            var depth = 0
            while end < tokens.count {
                let text = tokens[end].text
                if depth == 0, text.contains(where: { $0 == "\n" || $0 == "\r\n" }) { end -= 1; break }
                if tokens[end].kind == .plain {
                    if ["(", "[", "<"].contains(text) { depth += 1 }
                    if [")", "]", ">"].contains(text) { depth -= 1 }
                }
                end += 1
            }
            end = min(end, tokens.count - 1)
        } else {
            while end < tokens.count, tokens[end].text != "{" {
                if tokens[end].kind == .plain, tokens[end].text == ":" { conformance = true }
                end += 1
            }
            guard end < tokens.count else { return nil }
            end = matching(from: end, tokens: tokens)
        }
        let declaration = TopLevelDeclaration(firstLine: lineOf[start], lastLine: lineOf[min(end, tokens.count - 1)],
                                              keyword: keyword, name: name, hasAccessModifier: access,
                                              declaresConformance: conformance)
        return (declaration, end)
    }

    /// The index of the bracket closing the one at `open` (or the last token when it is never closed).
    private static func matching(from open: Int, tokens: [SwiftTokenizer.Token]) -> Int {
        let pairs: [String: String] = ["{": "}", "(": ")", "[": "]"]
        guard let close = pairs[tokens[open].text] else { return open }
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].kind == .plain {
                if tokens[index].text == tokens[open].text { depth += 1 }
                if tokens[index].text == close {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return tokens.count - 1
    }
}
