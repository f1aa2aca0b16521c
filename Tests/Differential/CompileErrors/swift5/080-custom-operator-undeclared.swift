// main.swift — a custom operator must be declared before it is implemented
struct Vector {
    var x: Double, y: Double
}

func ** (lhs: Vector, rhs: Double) -> Vector {
    Vector(x: lhs.x * rhs, y: lhs.y * rhs)
}

print(Vector(x: 1, y: 2) ** 3)
