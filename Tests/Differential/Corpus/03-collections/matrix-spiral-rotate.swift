// Matrix puzzles: spiral order, rotate in place by 90 degrees, transpose and set-zeroes.
typealias Matrix = [[Int]]

func spiralOrder(_ m: Matrix) -> [Int] {
    guard !m.isEmpty else { return [] }
    var top = 0, bottom = m.count - 1, left = 0, right = m[0].count - 1
    var out: [Int] = []
    while top <= bottom && left <= right {
        for c in left...right { out.append(m[top][c]) }
        top += 1
        if top <= bottom { for r in top...bottom { out.append(m[r][right]) } }
        right -= 1
        if top <= bottom && left <= right { for c in stride(from: right, through: left, by: -1) { out.append(m[bottom][c]) } }
        bottom -= 1
        if left <= right && top <= bottom { for r in stride(from: bottom, through: top, by: -1) { out.append(m[r][left]) } }
        left += 1
    }
    return out
}

func rotate(_ m: inout Matrix) {
    let n = m.count
    for i in 0..<n { for j in i..<n { (m[i][j], m[j][i]) = (m[j][i], m[i][j]) } }
    for i in 0..<n { m[i].reverse() }
}

func setZeroes(_ m: inout Matrix) {
    var rows = Set<Int>(), cols = Set<Int>()
    for (r, row) in m.enumerated() { for (c, v) in row.enumerated() where v == 0 { rows.insert(r); cols.insert(c) } }
    for r in m.indices { for c in m[r].indices where rows.contains(r) || cols.contains(c) { m[r][c] = 0 } }
}

func show(_ m: Matrix) { m.forEach { print($0.map { String($0) }.joined(separator: " ")) } }

print(spiralOrder([[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
print(spiralOrder([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]))
var grid: Matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
rotate(&grid)
show(grid)
var zeroes: Matrix = [[1, 1, 1], [1, 0, 1], [1, 1, 1]]
setZeroes(&zeroes)
print(zeroes)
