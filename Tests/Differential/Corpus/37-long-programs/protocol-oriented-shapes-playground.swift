// Protocol-oriented programming talk, as one playground page: protocol extensions, Self requirements, generics, some/any.
import Foundation

protocol Shape: CustomStringConvertible {
    var area: Double { get }
    var perimeter: Double { get }
    static var sides: Int { get }
}

extension Shape {
    static var sides: Int { 0 }
    var description: String { "\(Self.self)(area: \(fmt(area)), perimeter: \(fmt(perimeter)))" }
    func isLarger(than other: some Shape) -> Bool { area > other.area }
}

protocol Scalable { func scaled(by factor: Double) -> Self }
protocol Polygon: Shape { var vertices: [(Double, Double)] { get } }

extension Polygon {
    var perimeter: Double {
        zip(vertices, vertices.dropFirst() + vertices.prefix(1)).reduce(0) { sum, pair in
            let (a, b) = pair
            return sum + ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
        }
    }
    var area: Double {
        abs(zip(vertices, vertices.dropFirst() + vertices.prefix(1)).reduce(0) { $0 + $1.0.0 * $1.1.1 - $1.1.0 * $1.0.1 }) / 2
    }
}

struct Circle: Shape, Scalable {
    var radius: Double
    var area: Double { .pi * radius * radius }
    var perimeter: Double { 2 * .pi * radius }
    func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
}

struct Rectangle: Polygon, Scalable {
    var width: Double, height: Double
    static var sides: Int { 4 }
    var vertices: [(Double, Double)] { [(0, 0), (width, 0), (width, height), (0, height)] }
    func scaled(by factor: Double) -> Rectangle { Rectangle(width: width * factor, height: height * factor) }
}

struct Triangle: Polygon {
    let vertices: [(Double, Double)]
    static var sides: Int { 3 }
}

func fmt(_ x: Double) -> String { String(format: "%.2f", x) }

func largest(_ shapes: [any Shape]) -> (any Shape)? { shapes.max { $0.area < $1.area } }

func totalArea<S: Sequence>(_ shapes: S) -> Double where S.Element == any Shape { shapes.reduce(0) { $0 + $1.area } }

func doubled<T: Scalable & Shape>(_ shape: T) -> T { shape.scaled(by: 2) }

func makeDefaultShape() -> some Shape & Scalable { Rectangle(width: 1, height: 1) }

let shapes: [any Shape] = [Circle(radius: 1), Rectangle(width: 3, height: 2), Triangle(vertices: [(0, 0), (4, 0), (0, 3)])]
shapes.forEach { print($0) }
print("largest:", largest(shapes).map { "\(type(of: $0))" } ?? "none")
print("total area:", fmt(totalArea(shapes)))
print("sides:", shapes.map { type(of: $0).sides })
print(doubled(Circle(radius: 1.5)), doubled(Rectangle(width: 1, height: 4)).area)
let unit = makeDefaultShape()
print(unit, unit.scaled(by: 3).perimeter, type(of: unit))
print(Circle(radius: 2).isLarger(than: Rectangle(width: 3, height: 4)), Triangle(vertices: [(0, 0), (1, 0), (0, 1)]).isLarger(than: unit))
let scalables: [any Scalable] = [Circle(radius: 1), Rectangle(width: 2, height: 2)]
for s in scalables {
    if let shape = s.scaled(by: 10) as? any Shape { print("scaled:", shape) }
}
let polygons = shapes.compactMap { $0 as? any Polygon }
print(polygons.map { $0.vertices.count }, polygons.map { fmt($0.perimeter) })
