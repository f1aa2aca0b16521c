// Computed properties with getters and setters, shorthand setter and read-only forms.
struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
        set {
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
    var area: Double { size.width * size.height }
}
var square = Rect(origin: Point(x: 0.0, y: 0.0), size: Size(width: 10.0, height: 10.0))
let initialSquareCenter = square.center
square.center = Point(x: 15.0, y: 15.0)
print("square.origin is now at (\(square.origin.x), \(square.origin.y))")
print(initialSquareCenter, square.area)
struct Cuboid {
    var width = 0.0, height = 0.0, depth = 0.0
    var volume: Double { width * height * depth }
}
print("the volume is \(Cuboid(width: 4.0, height: 5.0, depth: 2.0).volume)")
