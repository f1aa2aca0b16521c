// A game board with checked subscripts, a default-value subscript and a static subscript for presets.
struct Board: CustomStringConvertible {
    let rows: Int, columns: Int
    private var cells: [Character]

    init(rows: Int, columns: Int, fill: Character = ".") {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: fill, count: rows * columns)
    }

    func isValid(_ r: Int, _ c: Int) -> Bool { (0..<rows).contains(r) && (0..<columns).contains(c) }

    subscript(r: Int, c: Int) -> Character {
        get { precondition(isValid(r, c), "out of range"); return cells[r * columns + c] }
        set { precondition(isValid(r, c), "out of range"); cells[r * columns + c] = newValue }
    }

    subscript(r: Int, c: Int, default value: Character) -> Character {
        isValid(r, c) ? self[r, c] : value
    }

    subscript(row r: Int) -> String { String(cells[(r * columns)..<((r + 1) * columns)]) }

    static subscript(preset name: String) -> Board {
        var b = Board(rows: 3, columns: 3)
        if name == "diagonal" { for i in 0..<3 { b[i, i] = "X" } }
        if name == "corners" { for (r, c) in [(0, 0), (0, 2), (2, 0), (2, 2)] { b[r, c] = "O" } }
        return b
    }

    var description: String { (0..<rows).map { self[row: $0] }.joined(separator: "\n") }
}

var board = Board(rows: 2, columns: 4)
board[0, 1] = "#"
board[1, 3] = "@"
print(board)
print(board[1, 3], board[5, 5, default: "?"], board[-1, 0, default: "!"])
print(Board[preset: "diagonal"])
print(Board[preset: "corners"][row: 2])
let neighbours = [(-1, 0), (1, 0), (0, -1), (0, 1)].map { Board[preset: "diagonal"][1 + $0.0, 1 + $0.1, default: "-"] }
print(neighbours)
