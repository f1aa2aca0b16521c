// Generator edge: unicode operator line continuation
infix operator • : AdditionPrecedence
func • (a: Int, b: Int) -> Int { a * 10 + b }
let x = 1
    • 2
print(x)
