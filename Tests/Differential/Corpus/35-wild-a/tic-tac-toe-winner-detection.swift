// Tic-tac-toe: board struct with subscript, winner detection over lines, a scripted game, enum Player.
enum Player: Character { case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}

struct Board: CustomStringConvertible {
    private var cells: [Player?] = Array(repeating: nil, count: 9)
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
    subscript(row: Int, col: Int) -> Player? {
        get { cells[row * 3 + col] }
        set { cells[row * 3 + col] = newValue }
    }
    var winner: Player? {
        for line in Board.lines {
            if let p = cells[line[0]], cells[line[1]] == p, cells[line[2]] == p { return p }
        }
        return nil
    }
    var isFull: Bool { !cells.contains { $0 == nil } }
    var description: String {
        (0..<3).map { r in (0..<3).map { c in String(self[r, c]?.rawValue ?? "·") }.joined(separator: " ") }.joined(separator: "\n")
    }
}

var board = Board()
var current = Player.x
let moves = [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]
for (r, c) in moves {
    guard board[r, c] == nil else { print("occupied"); continue }
    board[r, c] = current
    if let w = board.winner { print(board); print("\(w) wins"); break }
    if board.isFull { print(board); print("draw"); break }
    current = current.other
}
print(String(describing: board.winner), Optional(Player.o) as Any)
