// An operator inside a subscript or call as the first thing of a top-level statement
var table: [String: (Double, Double) -> Double] = [:]
table["add"] = (+)
table["mul"] = (*)
print(table["add"]!(2, 3), table["mul"]!(2, 3))
struct Calculator {
    subscript(_ op: (Double, Double) -> Double, _ a: Double, _ b: Double) -> Double { op(a, b) }
}
let calculator = Calculator()
print(calculator[+, 1.5, 2], calculator[-, 10, 4])
_ = calculator[*, 1, 1]
print(zip([1, 2], [3, 4]).map(+))
