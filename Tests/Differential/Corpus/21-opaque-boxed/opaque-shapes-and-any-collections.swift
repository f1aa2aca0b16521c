// Opaque result types versus existentials: a shape protocol with Self requirements, some and any.
protocol Shape: Equatable {
    func draw() -> String
}

struct Triangle: Shape {
    var size: Int
    func draw() -> String { (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n") }
}

struct Line: Shape {
    var length: Int
    func draw() -> String { String(repeating: "-", count: length) }
}

struct Flipped<S: Shape>: Shape {
    var shape: S
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}

struct Stacked<Top: Shape, Bottom: Shape>: Shape {
    var top: Top, bottom: Bottom
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}

func makeTrapezoid() -> some Shape {
    Stacked(top: Triangle(size: 2), bottom: Flipped(shape: Triangle(size: 2)))
}

func underline(_ shape: some Shape) -> some Shape {
    Stacked(top: shape, bottom: Line(length: 4))
}

let trapezoid = makeTrapezoid()
print(trapezoid.draw())
print(trapezoid == makeTrapezoid())
print(type(of: trapezoid))
let underlined = underline(Triangle(size: 3))
print(underlined.draw())
let gallery: [any Shape] = [Line(length: 3), Triangle(size: 1), trapezoid]
print(gallery.map { $0.draw().count })
func same(_ a: any Shape, _ b: any Shape) -> Bool {
    func compare<T: Shape>(_ x: T) -> Bool { (b as? T) == x }
    return compare(a)
}
print(same(Line(length: 3), Line(length: 3)), same(Line(length: 3), Triangle(size: 3)))
