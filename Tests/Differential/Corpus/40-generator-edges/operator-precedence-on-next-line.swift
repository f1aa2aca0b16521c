// Generator edge: operator precedence on next line
infix operator ^^
    : MultiplicationPrecedence
func ^^ (a: Int, b: Int) -> Int { a * 10 + b }
print(2 ^^ 3)
