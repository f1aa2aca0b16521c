// An indirect enum arithmetic expression tree with evaluation, pretty printing, and simplification.
indirect enum Expr: CustomStringConvertible, Equatable {
    case number(Int)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)

    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .variable(let v): return v
        case let .add(l, r): return "(\(l) + \(r))"
        case let .multiply(l, r): return "\(l) * \(r)"
        case .negate(let e): return "-\(e)"
        }
    }
}

var environment: [String: Int] = ["x": 3, "y": -2]

func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case .variable(let v): return environment[v] ?? 0
    case let .add(l, r): return evaluate(l) + evaluate(r)
    case let .multiply(l, r): return evaluate(l) * evaluate(r)
    case .negate(let inner): return -evaluate(inner)
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.number(0), let x), .add(let x, .number(0)): return simplify(x)
    case .multiply(.number(1), let x), .multiply(let x, .number(1)): return simplify(x)
    case .multiply(.number(0), _), .multiply(_, .number(0)): return .number(0)
    case let .add(l, r): return .add(simplify(l), simplify(r))
    case let .multiply(l, r): return .multiply(simplify(l), simplify(r))
    case .negate(.negate(let x)): return simplify(x)
    default: return e
    }
}

let expr = Expr.add(.multiply(.number(1), .variable("x")), .negate(.negate(.add(.variable("y"), .number(0)))))
print(expr, "=", evaluate(expr))
let simple = simplify(expr)
print(simple, "=", evaluate(simple))
environment["x"] = 10
print(evaluate(simple), simple == .add(.variable("x"), .variable("y")))
print(Optional(simple) as Any)
