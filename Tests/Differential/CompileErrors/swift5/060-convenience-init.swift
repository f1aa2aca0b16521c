// main.swift — a convenience initialiser must delegate with self.init, not assign directly
class Temperature {
    var celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    convenience init(fahrenheit: Double) {
        self.celsius = (fahrenheit - 32) * 5 / 9
    }
}

print(Temperature(fahrenheit: 212).celsius)
