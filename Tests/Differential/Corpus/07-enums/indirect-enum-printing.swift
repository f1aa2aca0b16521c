// An indirect enum tree printed directly, with dump, and evaluated recursively.
indirect enum Expr: CustomDebugStringConvertible {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    var value: Int {
        switch self {
        case .num(let n): n
        case .add(let a, let b): a.value + b.value
        case .mul(let a, let b): a.value * b.value
        case .neg(let e): -e.value
        }
    }
    var debugDescription: String { "⟨\(value)⟩" }
}
let e = Expr.add(.num(2), .mul(.num(3), .neg(.num(4))))
print(e)
debugPrint(e)
print(String(describing: e) == "\(e)", e.value)
dump(Expr.neg(.num(1)))
print([Expr.num(1), .neg(.num(2))])
