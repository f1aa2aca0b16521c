// Closures, metatypes and protocol metatypes printed directly and inside optionals.
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
class Base {}
final class Derived: Base {}

let handler: ((Int) -> String)? = { "\($0)" }
print(handler as Any)
print(type(of: handler))
let shapeType: Shape.Type = Square.self
print(shapeType, Shape.self, type(of: Shape.self))
let meta: Base.Type? = Derived.self
print(meta as Any, String(reflecting: meta))
let any: Any.Type = Optional<Square>.self
print(any)
print([Square.self, Square.self] as [Any.Type])
