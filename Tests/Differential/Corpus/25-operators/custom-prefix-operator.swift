// A custom prefix operator +++ declared at top level and implemented as a static method.
prefix operator +++
struct Vector2D: CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
    static func + (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y + r.y) }
    static func += (l: inout Vector2D, r: Vector2D) { l = l + r }
}
extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector += vector
        return vector
    }
}
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(toBeDoubled, afterDoubling)
prefix func +++ (value: inout Int) -> Int { value *= 2; return value }
var n = 5
print(+++n, +++n, n)
