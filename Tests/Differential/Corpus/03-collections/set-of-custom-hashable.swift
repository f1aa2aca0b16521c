// A Set of a custom Hashable struct: dedup, membership, printed sorted via Comparable.
struct Point: Hashable, Comparable, CustomStringConvertible {
    var x: Int, y: Int
    static func < (l: Point, r: Point) -> Bool { (l.x, l.y) < (r.x, r.y) }
    var description: String { "(\(x),\(y))" }
}
var visited: Set<Point> = []
let moves = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 1, y: 0)]
for move in moves {
    let (inserted, _) = visited.insert(move)
    print(move, inserted ? "new" : "seen")
}
print(visited.count, visited.sorted())
print(visited.contains(Point(x: 1, y: 1)), visited.min()!, visited.max()!)
