// Two globals in one `let`: both initialise at that line, in order.
func make(_ s: String) -> Int { print("making", s); return 1 }
let a = make("a"), b = make("b")
print("declared")
print(a + b)
