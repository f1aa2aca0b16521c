// Nested types conforming to protocols, with the outer type using them through the protocol.
protocol Shape { func area() -> Double; var name: String { get } }
struct Canvas {
    struct Rect: Shape { let w, h: Double; var name: String { "rect" }; func area() -> Double { w * h } }
    struct Circle: Shape { let r: Double; var name: String { "circle" }; func area() -> Double { 3 * r * r } }
    var shapes: [any Shape] = []
    mutating func add(_ s: any Shape) { shapes.append(s) }
    var report: [String] { shapes.map { "\($0.name)=\($0.area())" } }
}
var canvas = Canvas()
canvas.add(Canvas.Rect(w: 2, h: 3))
canvas.add(Canvas.Circle(r: 1))
print(canvas.report)
print(canvas.shapes.count)
