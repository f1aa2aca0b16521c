// Subscripts with labels, several parameters, defaults, static and class subscripts
struct Grid {
    var cells: [[Int]]
    subscript(row r: Int, column c: Int) -> Int { get { cells[r][c] } set { cells[r][c] = newValue } }
    subscript(_ r: Int, default d: Int = -1) -> [Int] { r < cells.count ? cells[r] : [d] }
    static subscript(size n: Int) -> Grid { Grid(cells: Array(repeating: Array(repeating: 0, count: n), count: n)) }
}
class Registry {
    nonisolated(unsafe) static var names = ["zero", "one"]
    class subscript(_ i: Int) -> String { i < names.count ? names[i] : "many" }
}
var g = Grid[size: 2]
g[row: 1, column: 0] = 7
print(g.cells, g[1], g[5], g[5, default: 9])
print(Registry[0], Registry[1], Registry[7])
