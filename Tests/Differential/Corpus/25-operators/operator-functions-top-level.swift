// Operator functions declared at top level for tuples and arrays, used before their declaration.
let a = (1, 2), b = (10, 20)
print(a + b)
print([1, 2, 3] * 2)
print("ab" * 3)
func + (l: (Int, Int), r: (Int, Int)) -> (Int, Int) { (l.0 + r.0, l.1 + r.1) }
func * (l: [Int], k: Int) -> [Int] { l.map { $0 * k } }
func * (l: String, k: Int) -> String { String(repeating: l, count: k) }
postfix operator %
postfix func % (value: Double) -> Double { value / 100 }
print(25%, 200.0 * 15%)
