// Advent-of-Code style: parse a multiline grid, flood-fill regions, and count neighbours per cell.
let input = """
    ..##.
    .#..#
    ##..#
    ....#
    """
let grid = input.split(separator: "\n").map(Array.init)
let height = grid.count, width = grid[0].count
print("size \(width)x\(height), walls \(grid.joined().filter { $0 == "#" }.count)")

struct Point: Hashable { let r: Int, c: Int }
func neighbours(_ p: Point) -> [Point] {
    [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .map { Point(r: p.r + $0.0, c: p.c + $0.1) }
        .filter { (0..<height).contains($0.r) && (0..<width).contains($0.c) }
}

var seen = Set<Point>()
var regions: [(Character, Int)] = []
for r in 0..<height {
    for c in 0..<width where !seen.contains(Point(r: r, c: c)) {
        let kind = grid[r][c]
        var stack = [Point(r: r, c: c)], size = 0
        seen.insert(stack[0])
        while let p = stack.popLast() {
            size += 1
            for n in neighbours(p) where grid[n.r][n.c] == kind && seen.insert(n).inserted { stack.append(n) }
        }
        regions.append((kind, size))
    }
}
print(regions.map { "\($0.0)\($0.1)" }.joined(separator: " "))
print("largest open region:", regions.filter { $0.0 == "." }.map(\.1).max() ?? 0)
let counts = (0..<height).map { r in
    (0..<width).map { c in String(neighbours(Point(r: r, c: c)).filter { grid[$0.r][$0.c] == "#" }.count) }.joined()
}
counts.forEach { print($0) }
