// Conway's Game of Life on a small torus: a Grid struct with a wrapping subscript and generations printed.
struct Grid: Equatable {
    let w: Int, h: Int
    var cells: [Bool]
    init(_ rows: [String]) {
        h = rows.count; w = rows[0].count
        cells = rows.flatMap { $0.map { $0 == "#" } }
    }
    subscript(x: Int, y: Int) -> Bool {
        get { cells[((y % h + h) % h) * w + (x % w + w) % w] }
        set { cells[((y % h + h) % h) * w + (x % w + w) % w] = newValue }
    }
    func neighbours(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 { for dx in -1...1 where dx != 0 || dy != 0 { if self[x + dx, y + dy] { n += 1 } } }
        return n
    }
    func step() -> Grid {
        var next = self
        for y in 0..<h { for x in 0..<w {
            let n = neighbours(x, y)
            next[x, y] = n == 3 || (n == 2 && self[x, y])
        } }
        return next
    }
    var picture: String {
        stride(from: 0, to: cells.count, by: w).map { String(cells[$0..<$0 + w].map { $0 ? "#" : "." }) }.joined(separator: "\n")
    }
}
var g = Grid([".#....", "..#...", "###...", "......", "......", "......"])
let start = g
for gen in 0..<3 { print("gen \(gen):\n\(g.picture)"); g = g.step() }
var period = 0
repeat { g = g.step(); period += 1 } while g != start && period < 100
print("back to start after", period + 3, "generations; live:", g.cells.filter { $0 }.count)
