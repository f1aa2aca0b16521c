/// A small single-pass Swift tokenizer. It recognises what a reader and the program generator need to tell
/// apart — keywords, types, attributes, strings (with their interpolations tokenised as code), comments,
/// numbers, and single punctuation characters — and never fails: unknown text is plain.
///
/// The site highlights code with it; the program generator uses it to find a block's top-level
/// declarations without being fooled by braces inside strings or comments.
public enum SwiftTokenizer {
    /// Whether the character can be part of an operator: ASCII's `/ = - + ! * % < > & | ^ ~ ? .` and the
    /// Unicode symbols Swift keeps for operators (`×`, `÷`, `⊕`, arrows, box drawing…), with the marks that
    /// may follow them.
    public static func isOperatorScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x25, 0x26, 0x2A, 0x2B, 0x2D, 0x2E, 0x2F, 0x3C...0x3F, 0x5E, 0x7C, 0x7E: return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
            0x3008...0x3020, 0x3030:
            return true
        default: return false
        }
    }

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
        var scanner = Scanner(code, mergePlain: merged)
        scanner.scanCode(untilClosingParenthesis: false)
        return scanner.output.filter { !$0.text.isEmpty }
    }

    /// Works on Unicode scalars rather than Characters: grapheme breaking is not needed to find Swift's
    /// tokens, and it is what made a Character-based scanner slow on long listings.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        /// Whether neighbouring plain tokens are joined as they are found (for highlighting).
        let mergePlain: Bool
        var index = 0
        var output: [Token] = []

        init(_ code: String, mergePlain: Bool) {
            scalars = Array(code.unicodeScalars)
            self.mergePlain = mergePlain
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        func text(from start: Int) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<index])
            return String(view)
        }

        mutating func emit(_ kind: Kind, from start: Int) {
            if mergePlain, kind == .plain, let last = output.indices.last, output[last].kind == .plain {
                output[last].text.unicodeScalars.append(contentsOf: scalars[start..<index])
            } else {
                output.append(Token(kind, text(from: start)))
            }
        }

        static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return scalar.value >= 48 && scalar.value <= 57
        }

        static func isLetter(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            if scalar.isASCII { return (scalar.value | 0x20) >= 97 && (scalar.value | 0x20) <= 122 }
            return scalar.properties.isAlphabetic
        }

        static func isIdentifierPart(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return isIdentifierHead(scalar) || isDigit(scalar)
                // Combining marks, variation selectors and the zero-width joiner (in emoji such as 👋🏽 or 👩‍💻).
                || (0x0300...0x036F).contains(scalar.value) || (0x1DC0...0x1DFF).contains(scalar.value)
                || (0x20D0...0x20FF).contains(scalar.value) || (0xFE00...0xFE0F).contains(scalar.value)
                || (0xFE20...0xFE2F).contains(scalar.value) || scalar.value == 0x200D
        }

        /// A letter, `_`, or any other character outside ASCII that is neither space nor one Swift keeps for
        /// operators: `ş`, `x₂`, `🍎` and `👋🏽` are names.
        static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
            if isLetter(scalar) || scalar == "_" { return true }
            guard !scalar.isASCII else { return false }
            return !scalar.properties.isWhitespace && !SwiftTokenizer.isOperatorScalar(scalar) && scalar.value != 0x200D
                && !(0xFE00...0xFE0F).contains(scalar.value) && scalar.properties.generalCategory != .control
        }

        /// Code, up to the end or (inside an interpolation) the parenthesis that closes it.
        mutating func scanCode(untilClosingParenthesis: Bool) {
            var depth = 0
            while let scalar = peek() {
                let start = index
                if scalar == "/" && peek(1) == "/" {
                    while let next = peek(), next != "\n" { index += 1 }
                    emit(.comment, from: start)
                } else if scalar == "/" && peek(1) == "*" {
                    scanBlockComment()
                    emit(.comment, from: start)
                } else if scalar == "#" && isExtendedRegexStart() {
                    scanExtendedRegex()
                    emit(.string, from: start)
                } else if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
                    scanString()
                } else if Self.isDigit(scalar) {
                    scanNumber()
                    emit(.number, from: start)
                } else if scalar == "@" && (Self.isLetter(peek(1)) || peek(1) == "_") {  // `@_disfavoredOverload` too
                    index += 1
                    scanIdentifier()
                    emit(.attribute, from: start)
                } else if scalar == "#" && (Self.isLetter(peek(1)) || peek(1) == "_") {
                    index += 1
                    scanIdentifier()
                    emit(.keyword, from: start)
                } else if Self.isIdentifierHead(scalar) {
                    scanIdentifier()
                    let word = text(from: start)
                    if keywords.contains(word) {
                        output.append(Token(.keyword, word))
                    } else {
                        // Swift's convention: types are capitalised, values and functions are not.
                        if scalar.properties.isUppercase {
                            output.append(Token(.type, word))
                        } else {
                            emit(.plain, from: start)
                        }
                    }
                } else if scalar == "`" {
                    index += 1
                    while let next = peek(), next != "`", next != "\n" { index += 1 }
                    if peek() == "`" { index += 1 }
                    emit(.plain, from: start)
                } else {
                    if untilClosingParenthesis {
                        if scalar == "(" { depth += 1 }
                        if scalar == ")" {
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
            while Self.isIdentifierPart(peek()) { index += 1 }
        }

        mutating func scanNumber() {
            if peek() == "0", let x = peek(1), x == "x" || x == "b" || x == "o" {
                index += 2
                while let next = peek(), next.properties.isASCIIHexDigit || next == "_" { index += 1 }
                return
            }
            while Self.isDigit(peek()) || peek() == "_" { index += 1 }
            if peek() == ".", Self.isDigit(peek(1)) {
                index += 1
                while Self.isDigit(peek()) || peek() == "_" { index += 1 }
            }
            if let e = peek(), e == "e" || e == "E" {
                var offset = 1
                if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
                if Self.isDigit(peek(offset)) {
                    index += offset
                    while Self.isDigit(peek()) { index += 1 }
                }
            }
        }

        mutating func scanBlockComment() {
            var depth = 0
            while let scalar = peek() {
                if scalar == "/" && peek(1) == "*" {
                    depth += 1
                    index += 2
                    continue
                }
                if scalar == "*" && peek(1) == "/" {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                    continue
                }
                index += 1
            }
        }

        /// `#/…/#` (or with more `#`): a regex literal, where quotes and brackets are the pattern's own.
        func isExtendedRegexStart() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "/"
        }

        mutating func scanExtendedRegex() {
            var hashes = 0
            while peek() == "#" {
                hashes += 1
                index += 1
            }
            index += 1  // the opening `/`
            while let next = peek() {
                index += 1
                if next == "/" {
                    var closing = 0
                    while closing < hashes, peek(closing) == "#" { closing += 1 }
                    if closing == hashes {
                        index += hashes
                        return
                    }
                }
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
            while peek() == "#" {
                hashes += 1
                index += 1
            }
            let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
            index += multiline ? 3 : 1
            let delimiter =
                Array(String(repeating: "\"", count: multiline ? 3 : 1).unicodeScalars)
                + Array(repeating: "#", count: hashes)
            let escape: [Unicode.Scalar] = ["\\"] + Array(repeating: "#", count: hashes)
            while let scalar = peek() {
                if !multiline && scalar == "\n" { break }
                if matches(escape) {
                    let afterEscape = index + escape.count
                    if afterEscape < scalars.count && scalars[afterEscape] == "(" {
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
                    index = min(afterEscape + 1, scalars.count)
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

        func matches(_ pattern: [Unicode.Scalar]) -> Bool {
            for (offset, scalar) in pattern.enumerated() where peek(offset) != scalar { return false }
            return true
        }

    }
}
