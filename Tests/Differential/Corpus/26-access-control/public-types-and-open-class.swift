// public struct/enum/protocol and open class with public and internal members in one file.
public protocol Describing { var text: String { get } }
public struct Point: Describing {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public var text: String { "(\(x), \(y))" }
    internal func debugText() -> String { "Point" + text }
}
public enum Direction: String, CaseIterable { case north, south }
open class Shape {
    public let name: String
    public init(name: String) { self.name = name }
    open func area() -> Double { 0 }
}
public final class Square: Shape {
    public let side: Double
    public init(side: Double) { self.side = side; super.init(name: "square") }
    public override func area() -> Double { side * side }
}
print(Point(x: 1, y: 2).text, Point(x: 3, y: 4).debugText())
print(Direction.allCases.map(\.rawValue))
let shapes: [Shape] = [Shape(name: "blank"), Square(side: 3)]
for s in shapes { print(s.name, s.area()) }
