// A shape hierarchy overriding description, calling super, and printed alone, in arrays and via dump.
import Foundation

class Shape: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var area: Double { 0 }
    var description: String { "\(name) with area \(String(format: "%.2f", area))" }
}

class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "Rectangle")
    }
    override var area: Double { width * height }
}

final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override var description: String { "Square! " + super.description }
}

class Circle: Shape {
    let radius: Double
    init(radius: Double) { self.radius = radius; super.init(name: "Circle") }
    override var area: Double { .pi * radius * radius }
    override var description: String { super.description + " (r=\(radius))" }
}

let shapes: [Shape] = [Rectangle(width: 2, height: 3.5), Square(side: 2), Circle(radius: 1), Shape(name: "Blob")]
for shape in shapes { print(shape) }
print(shapes.map { type(of: $0) })
print(shapes.sorted { $0.area > $1.area }.map(\.name))
print(shapes[1] is Rectangle, shapes[1] as? Circle as Any)
let largest = shapes.max { $0.area < $1.area }
print("largest:", largest as Any)
dump(shapes[1])
print("\(shapes[2])", String(describing: shapes[3]), String(reflecting: shapes[0]))
