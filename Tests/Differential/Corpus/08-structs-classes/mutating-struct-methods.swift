// Mutating methods on structs, assigning to self, and let constants that cannot change.
struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
    mutating func reset() { self = Point() }
    func moved(by d: Double) -> Point { Point(x: x + d, y: y + d) }
}
var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
let fixed = Point(x: 3, y: 3)
print(fixed.moved(by: 1), fixed)
somePoint.reset()
print(somePoint)
