// A tiny language: tokenizer over Characters, recursive-descent parser into an indirect enum AST, an evaluator.
enum Token: Equatable, CustomStringConvertible {
    case number(Double), ident(String), op(Character), lparen, rparen, assign, comma, eof
    var description: String {
        switch self {
        case .number(let v): return "num(\(v))"
        case .ident(let s): return "id(\(s))"
        case .op(let c): return "op(\(c))"
        case .lparen: return "("
        case .rparen: return ")"
        case .assign: return "="
        case .comma: return ","
        case .eof: return "EOF"
        }
    }
}

indirect enum Expr {
    case literal(Double)
    case variable(String)
    case unary(Character, Expr)
    case binary(Character, Expr, Expr)
    case call(String, [Expr])
    case assign(String, Expr)
}

enum InterpreterError: Error { case unexpected(Token), unknownVariable(String), unknownFunction(String), badCharacter(Character) }

func tokenize(_ source: String) throws -> [Token] {
    var tokens: [Token] = []
    var i = source.startIndex
    while i < source.endIndex {
        let c = source[i]
        if c.isWhitespace { i = source.index(after: i); continue }
        if c.isNumber || c == "." {
            let start = i
            while i < source.endIndex, source[i].isNumber || source[i] == "." { i = source.index(after: i) }
            tokens.append(.number(Double(source[start..<i])!)); continue
        }
        if c.isLetter {
            let start = i
            while i < source.endIndex, source[i].isLetter || source[i].isNumber { i = source.index(after: i) }
            tokens.append(.ident(String(source[start..<i]))); continue
        }
        switch c {
        case "+", "-", "*", "/", "^", "%": tokens.append(.op(c))
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        case "=": tokens.append(.assign)
        case ",": tokens.append(.comma)
        default: throw InterpreterError.badCharacter(c)
        }
        i = source.index(after: i)
    }
    return tokens + [.eof]
}

struct Parser {
    var tokens: [Token]
    var pos = 0
    var current: Token { tokens[pos] }
    mutating func advance() -> Token { defer { pos += 1 }; return tokens[pos] }
    mutating func expect(_ t: Token) throws { guard advance() == t else { throw InterpreterError.unexpected(tokens[pos - 1]) } }

    mutating func statement() throws -> Expr {
        if case .ident(let name) = current, tokens[pos + 1] == .assign {
            pos += 2
            return .assign(name, try expression())
        }
        return try expression()
    }
    mutating func expression() throws -> Expr {
        var lhs = try term()
        while case .op(let o) = current, o == "+" || o == "-" { pos += 1; lhs = .binary(o, lhs, try term()) }
        return lhs
    }
    mutating func term() throws -> Expr {
        var lhs = try power()
        while case .op(let o) = current, "*/%".contains(o) { pos += 1; lhs = .binary(o, lhs, try power()) }
        return lhs
    }
    mutating func power() throws -> Expr {
        let base = try unary()
        if current == .op("^") { pos += 1; return .binary("^", base, try power()) }
        return base
    }
    mutating func unary() throws -> Expr {
        if current == .op("-") { pos += 1; return .unary("-", try unary()) }
        return try primary()
    }
    mutating func primary() throws -> Expr {
        switch advance() {
        case .number(let v): return .literal(v)
        case .ident(let name) where current == .lparen:
            pos += 1
            var args: [Expr] = []
            if current != .rparen {
                repeat { args.append(try expression()) } while current == .comma && advance() == .comma
            }
            try expect(.rparen)
            return .call(name, args)
        case .ident(let name): return .variable(name)
        case .lparen:
            let e = try expression()
            try expect(.rparen)
            return e
        case let t: throw InterpreterError.unexpected(t)
        }
    }
}

var environment: [String: Double] = ["pi": 3.141592653589793]
let functions: [String: ([Double]) -> Double] = [
    "max": { $0.max() ?? 0 }, "min": { $0.min() ?? 0 }, "sum": { $0.reduce(0, +) },
    "sqrt": { args in var x = args[0], guess = args[0] / 2; for _ in 0..<30 { guess = (guess + x / guess) / 2 }; x = guess; return x },
]

func evaluate(_ e: Expr) throws -> Double {
    switch e {
    case .literal(let v): return v
    case .variable(let n):
        guard let v = environment[n] else { throw InterpreterError.unknownVariable(n) }
        return v
    case .unary(_, let x): return -(try evaluate(x))
    case let .binary(op, l, r):
        let (a, b) = (try evaluate(l), try evaluate(r))
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        case "%": return a.truncatingRemainder(dividingBy: b)
        default: return (0..<Int(b)).reduce(1) { acc, _ in acc * a }
        }
    case let .call(name, args):
        guard let f = functions[name] else { throw InterpreterError.unknownFunction(name) }
        return f(try args.map(evaluate))
    case let .assign(name, value):
        let v = try evaluate(value)
        environment[name] = v
        return v
    }
}

print(try tokenize("x = 3.5 * (y - 2)"))
let program = ["x = 4", "y = x ^ 2 ^ 1 + 1", "-x + y * 2", "max(x, y, 3) - min(1, 2)", "sum(1, 2, 3, 4) % 4",
               "r = sqrt(2)", "r * r", "2 * pi * 10", "z + 1", "foo(1)", "3 $ 4", "(1 + 2", "10 / 4"]
for line in program {
    do {
        var parser = Parser(tokens: try tokenize(line))
        let value = try evaluate(try parser.statement())
        print("\(line.padding(toLength: 26, withPad: " ", startingAt: 0)) => \(value)")
    } catch {
        print("\(line.padding(toLength: 26, withPad: " ", startingAt: 0)) !! \(error)")
    }
}
print(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
import Foundation
