// main.swift — the locals fallback: a variable whose type is another declaration's opaque result
protocol Shape { func area() -> Double }
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
func makeShape() -> some Shape { Square(side: 3) }
let shape = makeShape()
var total = shape.area()
total += 1
print("area", shape.area(), "total", total)
