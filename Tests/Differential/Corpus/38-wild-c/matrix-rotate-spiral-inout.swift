// 2-D array exercises: rotate in place through inout, spiral order, transpose with zip, and a pretty printer.
func rotate(_ m: inout [[Int]]) {
    let n = m.count
    for i in 0..<n { for j in i..<n { (m[i][j], m[j][i]) = (m[j][i], m[i][j]) } }
    for i in 0..<n { m[i].reverse() }
}
func spiral(_ m: [[Int]]) -> [Int] {
    guard !m.isEmpty else { return [] }
    var (top, bottom, left, right) = (0, m.count - 1, 0, m[0].count - 1)
    var out: [Int] = []
    while top <= bottom && left <= right {
        for j in stride(from: left, through: right, by: 1) { out.append(m[top][j]) }; top += 1
        for i in stride(from: top, through: bottom, by: 1) { out.append(m[i][right]) }; right -= 1
        if top <= bottom { for j in stride(from: right, through: left, by: -1) { out.append(m[bottom][j]) }; bottom -= 1 }
        if left <= right { for i in stride(from: bottom, through: top, by: -1) { out.append(m[i][left]) }; left += 1 }
    }
    return out
}
func pretty(_ m: [[Int]]) -> String {
    let width = m.joined().map { String($0).count }.max() ?? 1
    return m.map { row in row.map { String(repeating: " ", count: width - String($0).count) + String($0) }.joined(separator: " ") }
        .joined(separator: "\n")
}
var m = (0..<4).map { r in (1...4).map { r * 4 + $0 } }
print(pretty(m)); print("--")
rotate(&m)
print(pretty(m)); print("--")
print(spiral(m))
print(spiral([[1, 2, 3], [4, 5, 6]]), spiral([[7], [8], [9]]))
let rows = [[1, 2, 3], [4, 5, 6]]
print(rows[0].indices.map { c in rows.map { $0[c] } })
