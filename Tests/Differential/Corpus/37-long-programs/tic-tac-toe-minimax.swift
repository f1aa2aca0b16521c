// Tic-tac-toe with enums for players and cells, a Board value type, win detection and a perfect minimax AI.
enum Player: Character {
    case x = "X", o = "O"
    var opponent: Player { self == .x ? .o : .x }
}

enum Cell: Equatable {
    case empty
    case taken(Player)
    var symbol: Character { if case .taken(let p) = self { return p.rawValue }; return "." }
}

enum Outcome: Equatable { case win(Player), draw, ongoing }

struct Board: CustomStringConvertible {
    private(set) var cells = [Cell](repeating: .empty, count: 9)
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    var freeSquares: [Int] { cells.indices.filter { cells[$0] == .empty } }

    mutating func play(_ square: Int, as player: Player) -> Bool {
        guard cells.indices.contains(square), cells[square] == .empty else { return false }
        cells[square] = .taken(player)
        return true
    }

    var outcome: Outcome {
        for line in Board.lines {
            if case .taken(let p) = cells[line[0]], cells[line[1]] == cells[line[0]], cells[line[2]] == cells[line[0]] {
                return .win(p)
            }
        }
        return freeSquares.isEmpty ? .draw : .ongoing
    }

    var description: String {
        stride(from: 0, to: 9, by: 3).map { row in String(cells[row..<row + 3].map(\.symbol)) }.joined(separator: "\n")
    }
}

var nodesSearched = 0
var memo: [String: Int] = [:]

func minimax(_ board: Board, toMove: Player, me: Player) -> Int {
    let key = "\(board)\(toMove.rawValue)\(me.rawValue)"
    if let known = memo[key] { return known }
    nodesSearched += 1
    let depth = 9 - board.freeSquares.count
    switch board.outcome {
    case .win(let p): memo[key] = p == me ? 10 - depth : depth - 10; return memo[key]!
    case .draw: memo[key] = 0; return 0
    case .ongoing: break
    }
    let scores = board.freeSquares.map { square -> Int in
        var next = board
        _ = next.play(square, as: toMove)
        return minimax(next, toMove: toMove.opponent, me: me)
    }
    let score = toMove == me ? scores.max()! : scores.min()!
    memo[key] = score
    return score
}

func bestMove(_ board: Board, for player: Player) -> Int {
    board.freeSquares.max { a, b in
        var ba = board, bb = board
        _ = ba.play(a, as: player); _ = bb.play(b, as: player)
        let sa = minimax(ba, toMove: player.opponent, me: player)
        let sb = minimax(bb, toMove: player.opponent, me: player)
        return sa < sb || (sa == sb && a > b)
    }!
}

// Scripted human moves for X; the AI plays O.
var board = Board()
var human = [4, 0, 7, 5, 6][...]
var turn = Player.x
print(board.play(4, as: .x), board.play(4, as: .o))
board = Board()
while board.outcome == .ongoing {
    let square: Int
    if turn == .x {
        guard let next = human.popFirst() else { break }
        square = board.freeSquares.contains(next) ? next : board.freeSquares[0]
    } else {
        square = bestMove(board, for: .o)
    }
    _ = board.play(square, as: turn)
    print("\(turn.rawValue) -> \(square)")
    turn = turn.opponent
}
print(board)
print("outcome:", board.outcome, "positions searched:", nodesSearched, "memo:", memo.count)

// Self-play between two perfect players always ends in a draw.
var selfPlay = Board()
var mover = Player.x
while selfPlay.outcome == .ongoing {
    _ = selfPlay.play(selfPlay.freeSquares.count == 9 ? 0 : bestMove(selfPlay, for: mover), as: mover)
    mover = mover.opponent
}
print(selfPlay)
print("self-play:", selfPlay.outcome, Cell.taken(.o), [Outcome.win(.x), .draw])
