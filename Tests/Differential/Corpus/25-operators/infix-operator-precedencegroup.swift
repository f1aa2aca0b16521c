// Custom infix operators with a custom precedencegroup and associativity.
precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, power: Int) -> Int {
    var result = 1
    for _ in 0..<power { result *= base }
    return result
}
print(2 ** 10)
print(2 ** 3 ** 2)
print(3 * 2 ** 2)
infix operator +-: AdditionPrecedence
extension Int {
    static func +- (left: Int, right: Int) -> ClosedRange<Int> { (left - right)...(left + right) }
}
print(10 +- 2, (10 +- 2).contains(13))
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
print(5 |> { $0 * 3 } |> String.init |> { $0 + "!" })
