// rethrows: a higher-order function that throws only when its closure throws.
enum MathError: Error { case divisionByZero }
func applyAll(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
    var results: [Int] = []
    for v in values { results.append(try transform(v)) }
    return results
}
print(applyAll([1, 2, 3]) { $0 * 2 })
func safeDivide(_ a: Int, by b: Int) throws -> Int {
    if b == 0 { throw MathError.divisionByZero }
    return a / b
}
do {
    print(try applyAll([10, 20]) { try safeDivide(100, by: $0) })
    print(try applyAll([5, 0, 2]) { try safeDivide(100, by: $0) })
} catch {
    print("caught", error)
}
let checked = try? [4, 2].map { try safeDivide(8, by: $0) }
print(checked as Any)
