// Dynamic dispatch through an array of base-class references.
class Shape {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    func describe() -> String { "\(name) with area \(area())" }
}
class Rectangle: Shape {
    let w: Double, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h; super.init(name: "rectangle") }
    override func area() -> Double { w * h }
}
class Square: Rectangle {
    init(side: Double) { super.init(w: side, h: side) }
    override func describe() -> String { "square! " + super.describe() }
}
class Triangle: Shape {
    let base: Double, height: Double
    init(base: Double, height: Double) { self.base = base; self.height = height; super.init(name: "triangle") }
    override func area() -> Double { base * height / 2 }
}
let shapes: [Shape] = [Rectangle(w: 2, h: 3), Square(side: 4), Triangle(base: 6, height: 2), Shape(name: "blob")]
for shape in shapes { print(shape.describe()) }
print(shapes.map { $0.area() }.reduce(0, +))
print(type(of: shapes[1]), shapes[1] is Rectangle, shapes[2] is Rectangle)
