// N-Queens by backtracking with global column/diagonal sets and a solution counter; prints the first board.
var cols = Set<Int>(), diag1 = Set<Int>(), diag2 = Set<Int>()
var placement: [Int] = []
var solutions = 0
var firstBoard: [String]?

func solve(_ row: Int, _ n: Int) {
    if row == n {
        solutions += 1
        if firstBoard == nil {
            firstBoard = placement.map { c in String((0..<n).map { $0 == c ? "Q" : "." }) }
        }
        return
    }
    for c in 0..<n where !cols.contains(c) && !diag1.contains(row - c) && !diag2.contains(row + c) {
        cols.insert(c); diag1.insert(row - c); diag2.insert(row + c); placement.append(c)
        solve(row + 1, n)
        cols.remove(c); diag1.remove(row - c); diag2.remove(row + c); placement.removeLast()
    }
}
for n in 1...8 {
    solutions = 0; firstBoard = nil
    solve(0, n)
    print("n=\(n): \(solutions) solutions")
}
solutions = 0; firstBoard = nil
solve(0, 6)
firstBoard?.forEach { print($0) }
