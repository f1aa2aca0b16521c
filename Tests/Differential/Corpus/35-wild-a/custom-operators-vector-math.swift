// Custom operators with a precedence group: vector math, dot product, exponent operator, compound assignment.
import Glibc
precedencegroup ExponentiationPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator ** : ExponentiationPrecedence
infix operator • : MultiplicationPrecedence
prefix operator √

struct Vector2: CustomStringConvertible, Equatable {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }
    static func + (l: Vector2, r: Vector2) -> Vector2 { Vector2(x: l.x + r.x, y: l.y + r.y) }
    static func * (l: Double, r: Vector2) -> Vector2 { Vector2(x: l * r.x, y: l * r.y) }
    static func • (l: Vector2, r: Vector2) -> Double { l.x * r.x + l.y * r.y }
    static func += (l: inout Vector2, r: Vector2) { l = l + r }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
}

func ** (base: Double, exp: Int) -> Double { exp == 0 ? 1 : base * (base ** (exp - 1)) }
prefix func √ (value: Double) -> Double {
    var guess = value / 2
    for _ in 0..<20 { guess = (guess + value / guess) / 2 }
    return guess
}

var position = Vector2(x: 1, y: 2)
let velocity = Vector2(x: 0.5, y: -1)
position += 2 * velocity
print(position, -position)
print(position • velocity)
print(2 ** 10, 2 * 3 ** 2, 1.5 ** 2)
print(√16, (√2 * 1000).rounded(.down))
