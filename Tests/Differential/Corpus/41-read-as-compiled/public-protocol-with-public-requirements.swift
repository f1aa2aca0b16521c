// A public protocol, a public class conforming to it, and an open class subclassed in the same file
public protocol Shape {
    var area: Double { get }
    func describe() -> String
}

open class Polygon: Shape {
    public let sides: Int
    public init(sides: Int) { self.sides = sides }
    open var area: Double { 0 }
    public func describe() -> String { "\(sides) sides, area \(area)" }
}

public final class Square: Polygon {
    let side: Double
    public init(side: Double) { self.side = side; super.init(sides: 4) }
    public override var area: Double { side * side }
}

public typealias Shapes = [any Shape]
public let shapes: Shapes = [Square(side: 3), Polygon(sides: 5)]
for shape in shapes { print(shape.describe()) }
