// as?, as! and is with optionals inside Any, existential metatypes and protocol casts.
protocol Shape { var area: Double { get } }
struct Square: Shape { let side: Double; var area: Double { side * side } }
struct Circle: Shape { let r: Double; var area: Double { 3 * r * r } }
let boxed: Any = Optional<Square>.some(Square(side: 2))
print(boxed is Square, (boxed as? Square)?.area ?? 0)
let nothing: Any = Optional<Square>.none as Any
print(nothing is Square, nothing as? Square as Any)
let shapes: [Any] = [Square(side: 1), Circle(r: 1), "not a shape", 42]
let areas = shapes.compactMap { ($0 as? Shape)?.area }
print(areas)
let types: [Shape.Type] = [Square.self, Circle.self]
print(types.map { "\($0)" }, types.first == Square.self)
let anyType: Any.Type = type(of: shapes[1])
print(anyType, anyType is Shape.Type, anyType == Circle.self)
let numbers: [Any] = [1, 2.5, Int8(3)]
print(numbers.map { $0 is Int }, numbers.compactMap { $0 as? Double })
