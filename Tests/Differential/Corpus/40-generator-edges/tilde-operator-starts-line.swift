// Generator edge: tilde operator starts line
infix operator ~: AdditionPrecedence
func ~ (a: String, b: String) -> String { a + "~" + b }
let route = "home"
    ~ "about"
print(route)
