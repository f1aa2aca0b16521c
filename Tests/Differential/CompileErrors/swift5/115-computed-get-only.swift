// main.swift — a read-only computed property cannot be assigned
struct Circle {
    var radius: Double
    var diameter: Double {
        radius * 2
    }
}

var wheel = Circle(radius: 30)
wheel.diameter = 70
print(wheel.radius)
