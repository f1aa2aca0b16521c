// Rosetta Code: N-queens by backtracking with a global solution counter and a printed first board.
var solutions = 0
var firstSolution: [Int]?

func place(_ row: Int, _ n: Int, _ cols: inout [Int]) {
    if row == n {
        solutions += 1
        if firstSolution == nil { firstSolution = cols }
        return
    }
    for c in 0..<n where isSafe(row, c, cols) {
        cols.append(c)
        place(row + 1, n, &cols)
        cols.removeLast()
    }
}

func isSafe(_ row: Int, _ col: Int, _ cols: [Int]) -> Bool {
    for (r, c) in cols.enumerated() where c == col || abs(c - col) == row - r { return false }
    return true
}

for n in 1...8 {
    solutions = 0
    firstSolution = nil
    var cols: [Int] = []
    place(0, n, &cols)
    print("\(n) queens: \(solutions) solutions")
}
if let board = firstSolution {
    for col in board { print((0..<8).map { $0 == col ? "Q" : "." }.joined(separator: " ")) }
}
