// A canvas object held by a global is never freed, even when another global has an opaque type.
protocol Shape { func area() -> Double }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r } }
final class Canvas {
    var drawn: [Double] = []
    deinit { print("canvas freed after \(drawn.count) shapes") }
}
func makeShape() -> some Shape { Circle(r: 2) }
let canvas = Canvas()
let shape = makeShape()
canvas.drawn.append(shape.area())
print("drawn:", canvas.drawn)
