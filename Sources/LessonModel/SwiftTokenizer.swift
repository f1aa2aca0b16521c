/// A small single-pass Swift tokenizer. It recognises what a reader and the program generator need to tell
/// apart — keywords, types, attributes, strings (with their interpolations tokenised as code), comments,
/// numbers, and single punctuation characters — and never fails: unknown text is plain.
///
/// The site highlights code with it; the program generator uses it to find a block's top-level
/// declarations without being fooled by braces inside strings or comments.
public enum SwiftTokenizer {
    public enum Kind: String, Equatable, Sendable {
        case keyword, type, attribute, string, interpolation, comment, number, plain
    }

    public struct Token: Equatable, Sendable {
        public var kind: Kind
        public var text: String

        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    public static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case", "catch", "class",
        "consume", "consuming", "continue", "convenience", "copy", "default", "defer", "deinit", "didSet", "discard",
        "do", "dynamic", "each", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for",
        "func", "get", "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is", "isolated",
        "lazy", "let", "macro", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional",
        "override", "package", "precedencegroup", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "self", "Self", "sending", "set", "some", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while",
        "willSet",
    ]

    /// Tokens in order; their texts joined give back `code` exactly. Punctuation comes one character a
    /// token (so brackets can be counted); `merged` joins runs of plain text for smaller output.
    public static func tokens(_ code: String, merged: Bool = true) -> [Token] {
        var scanner = Scanner(Array(code))
        scanner.scanCode(untilClosingParenthesis: false)
        return merged ? scanner.merged() : scanner.output.filter { !$0.text.isEmpty }
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var output: [Token] = []

        init(_ characters: [Character]) {
            self.characters = characters
        }

        func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        mutating func emit(_ kind: Kind, from start: Int) {
            output.append(Token(kind, String(characters[start..<index])))
        }

        /// Code, up to the end or (inside an interpolation) the parenthesis that closes it.
        mutating func scanCode(untilClosingParenthesis: Bool) {
            var depth = 0
            while let character = peek() {
                let start = index
                if character == "/" && peek(1) == "/" {
                    while let next = peek(), next != "\n" { index += 1 }
                    emit(.comment, from: start)
                } else if character == "/" && peek(1) == "*" {
                    scanBlockComment()
                    emit(.comment, from: start)
                } else if character == "\"" || (character == "#" && isRawStringStart()) {
                    scanString()
                } else if character.isNumber {
                    scanNumber()
                    emit(.number, from: start)
                } else if character == "@" && (peek(1)?.isLetter ?? false) {
                    index += 1
                    scanIdentifier()
                    emit(.attribute, from: start)
                } else if character == "#" && (peek(1)?.isLetter ?? false) {
                    index += 1
                    scanIdentifier()
                    emit(.keyword, from: start)
                } else if character.isLetter || character == "_" {
                    scanIdentifier()
                    let word = String(characters[start..<index])
                    if keywords.contains(word) {
                        emit(.keyword, from: start)
                    } else {
                        // Swift's convention: types are capitalised, values and functions are not.
                        emit(word.first!.isUppercase ? .type : .plain, from: start)
                    }
                } else if character == "`" {
                    index += 1
                    while let next = peek(), next != "`", next != "\n" { index += 1 }
                    if peek() == "`" { index += 1 }
                    emit(.plain, from: start)
                } else {
                    if untilClosingParenthesis {
                        if character == "(" { depth += 1 }
                        if character == ")" {
                            if depth == 0 { return }
                            depth -= 1
                        }
                    }
                    index += 1
                    emit(.plain, from: start)
                }
            }
        }

        mutating func scanIdentifier() {
            while let next = peek(), next.isLetter || next.isNumber || next == "_" { index += 1 }
        }

        mutating func scanNumber() {
            if peek() == "0", let x = peek(1), x == "x" || x == "b" || x == "o" {
                index += 2
                while let next = peek(), next.isHexDigit || next == "_" { index += 1 }
                return
            }
            while let next = peek(), next.isNumber || next == "_" { index += 1 }
            if peek() == ".", let after = peek(1), after.isNumber {
                index += 1
                while let next = peek(), next.isNumber || next == "_" { index += 1 }
            }
            if let e = peek(), e == "e" || e == "E" {
                var offset = 1
                if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
                if let digit = peek(offset), digit.isNumber {
                    index += offset
                    while let next = peek(), next.isNumber { index += 1 }
                }
            }
        }

        mutating func scanBlockComment() {
            var depth = 0
            while let character = peek() {
                if character == "/" && peek(1) == "*" { depth += 1; index += 2; continue }
                if character == "*" && peek(1) == "/" {
                    depth -= 1; index += 2
                    if depth == 0 { return }
                    continue
                }
                index += 1
            }
        }

        func isRawStringStart() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "\""
        }

        /// A string literal: `"…"`, `"""…"""` or raw `#"…"#`; `\(…)` (or `\#(…)`) interpolations are code.
        mutating func scanString() {
            var start = index
            var hashes = 0
            while peek() == "#" { hashes += 1; index += 1 }
            let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
            index += multiline ? 3 : 1
            let delimiter = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while let character = peek() {
                if !multiline && character == "\n" { break }
                if matches(escape) {
                    let afterEscape = index + escape.count
                    if afterEscape < characters.count && characters[afterEscape] == "(" {
                        emit(.string, from: start)
                        let open = index
                        index = afterEscape + 1
                        emit(.interpolation, from: open)
                        scanCode(untilClosingParenthesis: true)
                        if peek() == ")" {
                            let close = index
                            index += 1
                            emit(.interpolation, from: close)
                        }
                        start = index
                        continue
                    }
                    index = min(afterEscape + 1, characters.count)
                    continue
                }
                if matches(delimiter) {
                    index += delimiter.count
                    break
                }
                index += 1
            }
            if index > start { emit(.string, from: start) }
        }

        func matches(_ text: String) -> Bool {
            var offset = 0
            for character in text {
                guard peek(offset) == character else { return false }
                offset += 1
            }
            return true
        }

        /// Neighbouring tokens of the same kind joined (plain punctuation runs, for smaller HTML).
        func merged() -> [Token] {
            var result: [Token] = []
            for token in output where !token.text.isEmpty {
                if let last = result.last, last.kind == token.kind, token.kind == .plain {
                    result[result.count - 1].text += token.text
                } else {
                    result.append(token)
                }
            }
            return result
        }
    }
}
