// A global holding an opaque `some Shape` value next to a counter that a struct's method updates.
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
var reportsPrinted = 0
struct Report {
    func line(for shape: some Shape) -> String {
        reportsPrinted += 1
        return "report \(reportsPrinted): area \(shape.area())"
    }
}
func makeShape() -> some Shape { Square(side: 3) }
let shape = makeShape()
print(Report().line(for: shape))
print(Report().line(for: Square(side: 1.5)), reportsPrinted)
