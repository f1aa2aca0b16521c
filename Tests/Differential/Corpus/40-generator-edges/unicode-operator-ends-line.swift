// Generator edge: unicode operator ends line
infix operator ×: MultiplicationPrecedence
func × (a: Int, b: Int) -> Int { a * b }
let area = 6 ×
    7
print(area)
