// Advanced operators: a 2D vector with +, -, *, compound assignment, prefix negation and a custom dot operator.
struct Vector2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static let zero = Vector2(x: 0, y: 0)
    var description: String { "(\(x), \(y))" }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector2, k: Double) -> Vector2 { Vector2(x: v.x * k, y: v.y * k) }
    static func * (k: Double, v: Vector2) -> Vector2 { v * k }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
}

infix operator •: MultiplicationPrecedence
infix operator ^^: ExponentPrecedence
precedencegroup ExponentPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}

extension Vector2 {
    static func • (a: Vector2, b: Vector2) -> Double { a.x * b.x + a.y * b.y }
}

func ^^ (base: Int, exponent: Int) -> Int {
    (0..<exponent).reduce(1) { acc, _ in acc * base }
}

let a = Vector2(x: 1, y: 2), b = Vector2(x: 3, y: -1)
print(a + b, a - b, a * 2, 0.5 * b, -a)
print(a • b, a • a, (a + b) • Vector2(x: 1, y: 1))
var position = Vector2.zero
for step in [a, b, -a] { position += step }
print(position, position == b)
print(2 ^^ 3 ^^ 2, (2 ^^ 3) ^^ 2, 2 * 3 ^^ 2)
print([a, b, .zero].reduce(.zero, +))
