// Metatypes printed inside arrays, tuples, optionals and dictionaries; Mirror printed.
struct Point { var x = 0 }
class Shape {}
enum Kind { case a }
let metas: [Any.Type] = [Int.self, Point.self, Shape.self, Kind.self, [Point].self]
print(metas)
print((Point.self, 1))
print(Optional(Point.self) as Any)
print(Point.self as Any, [Point.self] as [Any])
let byName: [String: Any.Type] = ["p": Point.self]
print(byName)
debugPrint(metas[1], [Kind.self])
print(Mirror(reflecting: Point()))
print(String(describing: Optional<Point>.none), String(describing: Optional(Point())))
print(_typeName(Point.self), _typeName(Point.self, qualified: false), _typeName([Kind: Shape].self))
