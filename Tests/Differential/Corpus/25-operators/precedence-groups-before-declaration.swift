// Custom infix operators with precedence groups, used before they are declared; static operators in extensions.
let v = 2 ** 3 ** 2
print(v)
print(Vec(x: 1, y: 2) <+> Vec(x: 3, y: 4) ** 2)
print(-Vec(x: 1, y: -1), Vec(x: 1, y: 1) == Vec(x: 1, y: 1))
print(5 |> { $0 * 2 } |> String.init)
infix operator **: PowerPrecedence
infix operator <+>: AdditionPrecedence
infix operator |>: PipePrecedence
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup PipePrecedence {
    lowerThan: NilCoalescingPrecedence
    associativity: left
}
func ** (b: Int, e: Int) -> Int { e == 0 ? 1 : b * (b ** (e - 1)) }
func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
struct Vec: Equatable { var x, y: Int }
extension Vec {
    static func <+> (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func ** (a: Vec, k: Int) -> Vec { Vec(x: a.x * k, y: a.y * k) }
    static prefix func - (a: Vec) -> Vec { Vec(x: -a.x, y: -a.y) }
}
