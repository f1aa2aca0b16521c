// Extensions of a type declared later in the file, adding an initialiser and protocol conformance.
let origin = Point.zero
let p = Point(polarRadius: 2, quadrantAngle: 1)
print(origin, p)
print(p.distance(to: origin))
print([Point(x: 3, y: 1), p, origin].sorted())
extension Point {
    static let zero = Point(x: 0, y: 0)
    init(polarRadius r: Int, quadrantAngle q: Int) { self.init(x: q % 2 == 1 ? 0 : r, y: q % 2 == 1 ? r : 0) }
    func distance(to other: Point) -> Int { abs(x - other.x) + abs(y - other.y) }
}
extension Point: Comparable {
    static func < (l: Point, r: Point) -> Bool { (l.x, l.y) < (r.x, r.y) }
}
struct Point: Equatable { var x: Int; var y: Int }
