// String(describing:) and String(reflecting:) of metatypes, protocol metatypes and existentials.
protocol Shape { var area: Double { get } }
protocol Named {}
struct Square: Shape, Named { var side = 2.0; var area: Double { side * side } }
class Circle: Shape { var area: Double { 3.0 } }
let types: [Any.Type] = [Square.self, Circle.self, Shape.self, (any Shape).Type.self, (Shape & Named).self, Square.Type.self]
for t in types { print(String(describing: t), "/", String(reflecting: t)) }
let meta: any Shape.Type = Square.self
print(meta, type(of: meta))
print((any Shape).self, Shape.Protocol.self)
let shapes: [any Shape] = [Square(), Circle()]
print(shapes.map { type(of: $0) })
print(shapes.map { String(reflecting: type(of: $0)) })
let boxed: Any = shapes[0]
print(boxed, type(of: boxed))
debugPrint(shapes[0] as Any)
print(Optional<any Shape>.some(Square()) as Any)
