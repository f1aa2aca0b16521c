// Generator edge: unicode operator starts line
infix operator ⊕: AdditionPrecedence
func ⊕ (a: Int, b: Int) -> Int { a + b }
let total = 1
    ⊕ 2
print(total)
