// Static operator functions on a struct: infix +, prefix -, compound +=, and ==.
struct Vector2D: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
}
extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y + right.y) }
    static prefix func - (vector: Vector2D) -> Vector2D { Vector2D(x: -vector.x, y: -vector.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
    static func * (v: Vector2D, k: Double) -> Vector2D { Vector2D(x: v.x * k, y: v.y * k) }
}
let vector = Vector2D(x: 3.0, y: 1.0)
let anotherVector = Vector2D(x: 2.0, y: 4.0)
let combinedVector = vector + anotherVector
print(combinedVector)
let positive = Vector2D(x: 3.0, y: 4.0)
let negative = -positive
let alsoPositive = -negative
print(negative, alsoPositive)
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
print(original, original * 0.5)
print(alsoPositive == positive, vector == anotherVector)
