// main.swift — a method cannot be called before all properties are initialised
struct Circle {
    var radius: Double
    var area: Double

    init(radius: Double) {
        self.area = computeArea(radius)
        self.radius = radius
    }

    func computeArea(_ r: Double) -> Double {
        Double.pi * r * r
    }
}

print(Circle(radius: 1).area)
