// A matrix type with *, == and a custom infix operator for element-wise multiplication.
infix operator .*: MultiplicationPrecedence
struct Matrix: Equatable, CustomStringConvertible {
    var rows: [[Int]]
    static func * (a: Matrix, b: Matrix) -> Matrix {
        let n = a.rows.count, m = b.rows[0].count, k = b.rows.count
        return Matrix(rows: (0..<n).map { i in (0..<m).map { j in (0..<k).reduce(0) { $0 + a.rows[i][$1] * b.rows[$1][j] } } })
    }
    static func .* (a: Matrix, b: Matrix) -> Matrix {
        Matrix(rows: zip(a.rows, b.rows).map { zip($0, $1).map(*) })
    }
    var description: String { rows.map { $0.map(String.init).joined(separator: " ") }.joined(separator: " / ") }
}
let a = Matrix(rows: [[1, 2], [3, 4]])
let i = Matrix(rows: [[1, 0], [0, 1]])
print(a * i, a * i == a)
print(a * a)
print(a .* a)
