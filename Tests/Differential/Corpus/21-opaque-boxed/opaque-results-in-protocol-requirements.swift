// Associated types inferred from `some` results of witnesses and of a protocol extension default
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r } }

protocol ShapeFactory {
    associatedtype Product: Shape
    func make(_ size: Double) -> Product
    associatedtype Sample: Shape
    func sample() -> Sample
}
extension ShapeFactory {
    func sample() -> some Shape { make(1) }
}
struct SquareFactory: ShapeFactory { func make(_ size: Double) -> some Shape { Square(side: size) } }
struct CircleFactory: ShapeFactory {
    func make(_ size: Double) -> Circle { Circle(r: size) }
    func sample() -> some Shape { Square(side: 9) }
}
func describe<F: ShapeFactory>(_ f: F) -> String {
    "\(F.self) makes \(F.Product.self): \(f.make(2).area()), sample \(f.sample().area())"
}
print(describe(SquareFactory()))
print(describe(CircleFactory()))
let shapes: [any Shape] = [SquareFactory().make(3), CircleFactory().sample()]
print(shapes.map { $0.area() }, shapes.map { "\(type(of: $0))" })
