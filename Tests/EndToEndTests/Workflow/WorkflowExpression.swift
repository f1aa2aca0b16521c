import Foundation

/// The part of GitHub's expression language (`${{ … }}` and `if:`) the workflow `init` writes uses, for
/// the runner emulation of `WorkflowRunTests`: context names (`github.event_name`, `steps.cache.outputs.…`),
/// strings in single quotes, `==` and `!=` (case-insensitive on strings, as GitHub compares them), `&&`, `||`,
/// parentheses and `hashFiles('…', …)`. Anything else is refused with `Unsupported`, so the emulation never
/// guesses what GitHub would do with an expression it does not know.
struct WorkflowExpression {
    /// A context name and its value; a step output nobody wrote reads as '' (GitHub's null), any other
    /// unknown name is refused.
    var values: [String: String]
    /// `hashFiles` of literal file names, computed by the caller in the workspace.
    var hashFiles: ([String]) throws -> String

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    enum Value: Equatable {
        case text(String)
        case bool(Bool)

        /// GitHub's truthiness: false and '' are false, every other value is true.
        var isTrue: Bool {
            switch self {
            case .text(let text): !text.isEmpty
            case .bool(let value): value
            }
        }

        var text: String {
            switch self {
            case .text(let text): text
            case .bool(let value): value ? "true" : "false"
            }
        }
    }

    enum Token: Equatable {
        case string(String)
        case name(String)
        case symbol(String)
    }

    /// An `if:` condition, written with or without `${{ }}`.
    func condition(_ text: String) throws -> Bool {
        var inner = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if inner.hasPrefix("${{") && inner.hasSuffix("}}") { inner = String(inner.dropFirst(3).dropLast(2)) }
        return try evaluate(inner).isTrue
    }

    /// A text with `${{ … }}` parts, each replaced by its value.
    func substitute(_ text: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw Unsupported(description: "an unclosed ${{ in \(text)")
            }
            result += try evaluate(String(rest[open.upperBound..<close.lowerBound])).text
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    func evaluate(_ text: String) throws -> Value {
        var parser = Parser(tokens: try Self.tokens(text), source: text, expression: self)
        let value = try parser.either()
        guard parser.index == parser.tokens.count else {
            throw Unsupported(description: "\(text): unexpected \(parser.tokens[parser.index])")
        }
        return value
    }

    static func tokens(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first.isWhitespace {
                rest.removeFirst()
            } else if first == "'" {
                rest.removeFirst()
                tokens.append(.string(try quoted(&rest, in: text)))
            } else if let symbol = ["==", "!=", "&&", "||", "(", ")", ","].first(where: { rest.hasPrefix($0) }) {
                tokens.append(.symbol(symbol))
                rest.removeFirst(symbol.count)
            } else {
                let name = rest.prefix { $0.isLetter || $0.isNumber || "_-.".contains($0) }
                guard !name.isEmpty else { throw Unsupported(description: "\(text): '\(first)'") }
                tokens.append(.name(String(name)))
                rest.removeFirst(name.count)
            }
        }
        return tokens
    }

    /// The rest of a string after its opening quote (`''` is a quote inside it).
    static func quoted(_ rest: inout Substring, in text: String) throws -> String {
        var value = ""
        while let character = rest.popFirst() {
            guard character == "'" else {
                value.append(character)
                continue
            }
            guard rest.first == "'" else { return value }
            rest.removeFirst()
            value.append("'")
        }
        throw Unsupported(description: "an unclosed string in \(text)")
    }

    func lookUp(_ name: String) throws -> Value {
        if name == "true" || name == "false" { return .bool(name == "true") }
        if let value = values[name] { return .text(value) }
        if name.hasPrefix("steps.") && name.split(separator: ".").count == 4 { return .text("") }
        throw Unsupported(description: "the context value \(name) is not emulated")
    }

    /// Recursive descent: `either` (`||`) of `both` (`&&`) of `comparison` of `operand`.
    struct Parser {
        var tokens: [Token]
        var index = 0
        let source: String
        let expression: WorkflowExpression

        init(tokens: [Token], source: String, expression: WorkflowExpression) {
            self.tokens = tokens
            self.source = source
            self.expression = expression
        }

        mutating func take(_ symbol: String) -> Bool {
            guard index < tokens.count, tokens[index] == .symbol(symbol) else { return false }
            index += 1
            return true
        }

        mutating func either() throws -> Value {
            var value = try both()
            while take("||") {
                let right = try both()
                if !value.isTrue { value = right }
            }
            return value
        }

        mutating func both() throws -> Value {
            var value = try comparison()
            while take("&&") {
                let right = try comparison()
                if value.isTrue { value = right }
            }
            return value
        }

        mutating func comparison() throws -> Value {
            let left = try operand()
            for symbol in ["==", "!="] where take(symbol) {
                let right = try operand()
                guard case .text(let a) = left, case .text(let b) = right else {
                    throw Unsupported(description: "\(source): a comparison of other than strings")
                }
                return .bool((a.lowercased() == b.lowercased()) == (symbol == "=="))
            }
            return left
        }

        mutating func operand() throws -> Value {
            guard index < tokens.count else { throw Unsupported(description: "\(source): ends early") }
            let token = tokens[index]
            index += 1
            switch token {
            case .string(let text):
                return .text(text)
            case .symbol("("):
                let value = try either()
                guard take(")") else { throw Unsupported(description: "\(source): no closing parenthesis") }
                return value
            case .name("hashFiles") where take("("):
                return .text(try expression.hashFiles(try arguments()))
            case .name(let name):
                return try expression.lookUp(name)
            case .symbol(let symbol):
                throw Unsupported(description: "\(source): '\(symbol)' where a value belongs")
            }
        }

        /// A function's string arguments, after its opening parenthesis.
        mutating func arguments() throws -> [String] {
            var found: [String] = []
            repeat {
                guard index < tokens.count, case .string(let text) = tokens[index] else {
                    throw Unsupported(description: "\(source): hashFiles takes strings")
                }
                found.append(text)
                index += 1
            } while take(",")
            guard take(")") else { throw Unsupported(description: "\(source): no closing parenthesis") }
            return found
        }
    }
}
