// Extensions adding subscripts to a program type and to Dictionary with a constrained key.
struct Grid { var cells: [[Character]] }
extension Grid {
    subscript(row: Int, col: Int) -> Character {
        get { cells[row][col] }
        set { cells[row][col] = newValue }
    }
    var rendered: String { cells.map { String($0) }.joined(separator: "\n") }
}
var grid = Grid(cells: Array(repeating: Array("...."), count: 3))
grid[1, 2] = "X"
grid[0, 0] = "O"
print(grid.rendered)
extension Dictionary where Key == String, Value == Int {
    subscript(caseInsensitive key: String) -> Int? { first { $0.key.lowercased() == key.lowercased() }?.value }
}
let stock = ["Çay": 3, "Kahve": 1]
print(stock[caseInsensitive: "kahve"] as Any, stock[caseInsensitive: "su"] as Any)
