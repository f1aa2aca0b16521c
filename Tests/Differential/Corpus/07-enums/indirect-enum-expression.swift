// indirect enum: an arithmetic expression tree evaluated and printed recursively.
indirect enum ArithmeticExpression {
    case number(Int)
    case addition(ArithmeticExpression, ArithmeticExpression)
    case multiplication(ArithmeticExpression, ArithmeticExpression)
}
func evaluate(_ expression: ArithmeticExpression) -> Int {
    switch expression {
    case let .number(value): return value
    case let .addition(left, right): return evaluate(left) + evaluate(right)
    case let .multiplication(left, right): return evaluate(left) * evaluate(right)
    }
}
func render(_ e: ArithmeticExpression) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case .addition(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiplication(let l, let r): return "\(render(l)) * \(render(r))"
    }
}
let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, ArithmeticExpression.number(2))
print(render(product), "=", evaluate(product))
print(sum)
