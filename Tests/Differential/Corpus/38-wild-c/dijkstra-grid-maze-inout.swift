// Grid maze solving: BFS shortest path with parent pointers, a flood fill through inout, and a path overlay.
let maze = """
S.#.......
.##.####.#
....#....#
#.#.#.##..
..#...#..E
""".split(separator: "\n").map(Array.init)
let rows = maze.count, cols = maze[0].count
struct P: Hashable { let r: Int, c: Int }
func find(_ ch: Character) -> P {
    for r in 0..<rows { for c in 0..<cols where maze[r][c] == ch { return P(r: r, c: c) } }
    fatalError("no \(ch)")
}
let start = find("S"), goal = find("E")
let moves = [(0, 1), (1, 0), (0, -1), (-1, 0)]
func neighbours(_ p: P) -> [P] {
    moves.map { P(r: p.r + $0.0, c: p.c + $0.1) }
        .filter { (0..<rows).contains($0.r) && (0..<cols).contains($0.c) && maze[$0.r][$0.c] != "#" }
}
var parent: [P: P] = [:]
var queue = [start], head = 0, seen: Set<P> = [start]
while head < queue.count {
    let p = queue[head]; head += 1
    if p == goal { break }
    for n in neighbours(p) where seen.insert(n).inserted { parent[n] = p; queue.append(n) }
}
var path: [P] = [goal]
while let p = parent[path.last!] { path.append(p) }
print("steps:", path.count - 1, "explored:", head)
var drawn = maze
for p in path where drawn[p.r][p.c] == "." { drawn[p.r][p.c] = "*" }
drawn.forEach { print(String($0)) }
func flood(_ grid: inout [[Character]], _ p: P, with ch: Character) -> Int {
    guard (0..<rows).contains(p.r), (0..<cols).contains(p.c), grid[p.r][p.c] == "." else { return 0 }
    grid[p.r][p.c] = ch
    return 1 + moves.reduce(0) { $0 + flood(&grid, P(r: p.r + $1.0, c: p.c + $1.1), with: ch) }
}
var filled = maze
print("open cells reachable from (0,1):", flood(&filled, P(r: 0, c: 1), with: "~"))
print(filled.map { String($0) }.joined(separator: "|"))
