// A small linear-algebra library: Vector and Matrix structs, custom operators, precedence groups and determinants.
import Foundation

precedencegroup DotProductPrecedence {
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
    associativity: left
}
infix operator • : DotProductPrecedence
infix operator ⨯ : MultiplicationPrecedence
postfix operator ′

struct Vector: Equatable, CustomStringConvertible, ExpressibleByArrayLiteral {
    var components: [Double]
    init(_ c: [Double]) { components = c }
    init(arrayLiteral elements: Double...) { components = elements }
    var count: Int { components.count }
    var length: Double { (self • self).squareRoot() }
    var normalized: Vector { self / length }
    subscript(i: Int) -> Double { get { components[i] } set { components[i] = newValue } }

    static func + (a: Vector, b: Vector) -> Vector { Vector(zip(a.components, b.components).map(+)) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(zip(a.components, b.components).map(-)) }
    static prefix func - (a: Vector) -> Vector { Vector(a.components.map { -$0 }) }
    static func * (k: Double, v: Vector) -> Vector { Vector(v.components.map { k * $0 }) }
    static func / (v: Vector, k: Double) -> Vector { Vector(v.components.map { $0 / k }) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    static func • (a: Vector, b: Vector) -> Double { zip(a.components, b.components).reduce(0) { $0 + $1.0 * $1.1 } }
    static func ⨯ (a: Vector, b: Vector) -> Vector {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
    var description: String { "(" + components.map { fmt($0) }.joined(separator: ", ") + ")" }
}

struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    var data: [Double]
    init(rows: Int, cols: Int, _ data: [Double]) {
        precondition(data.count == rows * cols, "bad shape")
        self.rows = rows; self.cols = cols; self.data = data
    }
    static func identity(_ n: Int) -> Matrix {
        Matrix(rows: n, cols: n, (0..<n * n).map { $0 / n == $0 % n ? 1 : 0 })
    }
    subscript(r: Int, c: Int) -> Double {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var out = Matrix(rows: a.rows, cols: b.cols, Array(repeating: 0, count: a.rows * b.cols))
        for i in 0..<a.rows { for j in 0..<b.cols { for k in 0..<a.cols { out[i, j] += a[i, k] * b[k, j] } } }
        return out
    }
    static func * (m: Matrix, v: Vector) -> Vector {
        Vector((0..<m.rows).map { r in (0..<m.cols).reduce(0) { $0 + m[r, $1] * v[$1] } })
    }
    static postfix func ′ (m: Matrix) -> Matrix {
        Matrix(rows: m.cols, cols: m.rows, (0..<m.data.count).map { i in m[i % m.rows, i / m.rows] })
    }
    var determinant: Double {
        precondition(rows == cols)
        if rows == 1 { return data[0] }
        if rows == 2 { return self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0] }
        return (0..<cols).reduce(0) { acc, c in
            let minor = Matrix(rows: rows - 1, cols: cols - 1, (1..<rows).flatMap { r in (0..<cols).filter { $0 != c }.map { self[r, $0] } })
            return acc + (c % 2 == 0 ? 1 : -1) * self[0, c] * minor.determinant
        }
    }
    var description: String {
        (0..<rows).map { r in "[" + (0..<cols).map { fmt(self[r, $0]).leftPad(6) }.joined() + " ]" }.joined(separator: "\n")
    }
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

func fmt(_ x: Double) -> String {
    x == x.rounded() ? String(Int(x)) : String(format: "%.3f", x)
}

let a: Vector = [1, 2, 3], b: Vector = [4, 5, 6]
print(a + b, a - b, -a, 2 * a, b / 2)
print(a • b, a ⨯ b, (a ⨯ b) • a, 1 + a • 2 * b)
print(Vector([3, 4]).length, Vector([3, 4]).normalized)
var acc: Vector = [0, 0, 0]
for v in [a, b, a ⨯ b] { acc += v }
print("acc", acc)

let m = Matrix(rows: 2, cols: 3, [1, 2, 3, 4, 5, 6])
print(m); print(m′); print(m * m′)
let rot = Matrix(rows: 3, cols: 3, [0, -1, 0, 1, 0, 0, 0, 0, 1])
print(rot * a, rot * (rot * a), (rot * rot * rot * rot) == .identity(3))
let big = Matrix(rows: 4, cols: 4, [2, 0, 1, 3, 1, 1, 0, 2, 0, 3, 1, 1, 4, 1, 2, 0])
print("det:", big.determinant, Matrix.identity(4).determinant, (big * big).determinant == big.determinant * big.determinant)
print(Matrix.identity(3))
