// top-level functions returning some Protocol for block types, and primary associated types
protocol Shape { func area() -> Double }
struct Circle: Shape { var r: Double; func area() -> Double { 3.0 * r * r } }
struct Sq: Shape { var s: Double; func area() -> Double { s * s } }
func makeShape(big: Bool) -> some Shape { Circle(r: big ? 10 : 1) }
func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
func anyShapes() -> [any Shape] { [Circle(r: 2), Sq(s: 3)] }
let shape = makeShape(big: true)
print(shape.area(), type(of: shape))
print(Array(evens(upTo: 9)))
for s in anyShapes() { print(type(of: s), s.area()) }
func total(_ shapes: some Collection<any Shape>) -> Double { shapes.reduce(0) { $0 + $1.area() } }
print(total(anyShapes()))
