// some and any in parameters, results, properties, collections and casts
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }
func biggest(_ shapes: [any Shape]) -> any Shape { shapes.max { $0.area < $1.area }! }
func unit() -> some Shape { Square(side: 1) }
func total(_ a: some Shape, _ b: some Shape) -> Double { a.area + b.area }
var favourite: some Shape { Circle(r: 2) }
let all: [any Shape] = [Square(side: 3), Circle(r: 1), unit()]
print(biggest(all).area, total(unit(), favourite))
print(all.map { $0 is Square }, (all[1] as? Circle)?.r ?? 0)
let boxes: [String: any Shape] = ["s": Square(side: 2)]
print(boxes["s"]!.area, type(of: favourite))
