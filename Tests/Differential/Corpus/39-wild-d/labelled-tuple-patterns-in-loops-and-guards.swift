// Labelled tuple patterns in for loops, guard case, switch and closures (not top-level lets)
let points = [(x: 1, y: 2), (x: -3, y: 4)]
for (x: px, y: py) in points { print("point", px, py) }
guard case let (x: firstX, y: firstY) = points[0] else { fatalError() }
print(firstX + firstY)
let mapped = points.map { (p: (x: Int, y: Int)) in p.x * p.y }
print(mapped)
switch points[1] {
case (x: let a, y: let b) where a < 0: print("left half", a, b)
default: print("right half")
}
