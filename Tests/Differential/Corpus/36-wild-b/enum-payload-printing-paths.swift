// An enum with payloads of program types, printed directly, in arrays, optionals and dictionaries.
struct Point { var x: Int; var y: Int }
enum Shape {
    case circle(center: Point, radius: Double)
    case polygon([Point])
    case label(String, at: Point?)
    case nothing
}

let shapes: [Shape] = [.circle(center: Point(x: 0, y: 0), radius: 2.5),
                       .polygon([Point(x: 1, y: 1), Point(x: 2, y: 3)]),
                       .label("hi", at: nil), .nothing]
for s in shapes { print(s) }
print(shapes[2...])
let maybe: Shape? = .label("tag", at: Point(x: 5, y: 5))
print(maybe as Any)
debugPrint(Shape.nothing, Optional(Shape.nothing))
print(["only": Shape.polygon([])])
print(String(describing: Shape.self), String(reflecting: Shape.circle(center: Point(x: 1, y: 2), radius: 1)))
