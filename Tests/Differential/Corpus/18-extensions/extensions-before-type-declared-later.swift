// extensions and conformances written before the types they extend, which are declared last
extension Counter: CustomStringConvertible {
    var description: String { "Counter(\(value))" }
}
extension Counter {
    mutating func tick() { value += step }
    static let start = Counter(value: 0, step: 2)
}
extension Shape where Self == Square {
    static var unit: Square { Square(side: 1) }
}
var c = Counter.start
c.tick(); c.tick()
print(c)
print(Square.unit.area, (Square.unit as any Shape).area)
print([c, Counter(value: 5, step: 1)])
struct Counter { var value: Int; var step: Int }
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
