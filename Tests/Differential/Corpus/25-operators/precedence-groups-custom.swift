// Custom operators in their own precedence groups: exponent above multiplication, a pipe lowest.
import Foundation
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator ** : ExponentPrecedence
infix operator |> : PipePrecedence
func ** (base: Int, exp: Int) -> Int { Int(pow(Double(base), Double(exp))) }
func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)
let result = 5 |> { $0 * 2 } |> { "value: \($0)" }
print(result)
print(3 > 2 ? 10 : 20 |> { $0 + 1 })
