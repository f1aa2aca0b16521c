// Backticked keywords as names of globals, functions, parameters, cases and members
let `class` = "first class"
var `default` = 3
func `func`(`in` value: Int, `for` times: Int) -> Int { value * times }
enum Token { case `if`, `else`, `return`; var `default`: Bool { self == .return } }
struct Holder { var `let` = 1; var `var` = 2 }
print(`class`, `default`, `func`(in: `default`, for: 2))
print(Token.if, Token.return.default, Token.else.`default`)
let h = Holder(); print(h.let + h.var)
`default` += 1; print(`default`)
