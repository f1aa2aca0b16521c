// Generator edge: operator declaration semicolon statement
prefix operator ~~; print("declared")
prefix func ~~ (s: String) -> String { String(s.reversed()) }
print(~~"abc")
print("pad")
