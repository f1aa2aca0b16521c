// main.swift — a type that claims a protocol must implement every requirement
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Square: Shape {
    var side: Double
    var name: String { "square" }
}

print(Square(side: 2).name)
