// LeetCode style: merge intervals and valid Sudoku in one Solution class, checked by a small harness.
class Solution {
    func merge(_ intervals: [[Int]]) -> [[Int]] {
        var result: [[Int]] = []
        for iv in intervals.sorted(by: { $0[0] < $1[0] }) {
            if let last = result.last, last[1] >= iv[0] { result[result.count - 1][1] = max(last[1], iv[1]) } else { result.append(iv) }
        }
        return result
    }
    func isValidSudoku(_ board: [[Character]]) -> Bool {
        var seen = Set<String>()
        for r in 0..<9 { for c in 0..<9 where board[r][c] != "." {
            let d = board[r][c]
            for key in ["\(d) row \(r)", "\(d) col \(c)", "\(d) box \(r / 3)-\(c / 3)"] {
                if !seen.insert(key).inserted { return false }
            }
        } }
        return true
    }
}

let s = Solution()
print(s.merge([[1, 3], [2, 6], [8, 10], [15, 18]]))
print(s.merge([[1, 4], [4, 5]]), s.merge([[1, 4], [0, 0]]))
let rows = ["53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5", "....8..79"]
var board = rows.map(Array.init)
print(s.isValidSudoku(board))
board[0][0] = "8"
print(s.isValidSudoku(board))
