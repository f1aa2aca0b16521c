// a global declared in an #if region that also holds a statement, read by a function
func f() -> Int { x * 2 }
#if os(Linux) || os(macOS)
let x = 21
print("inside")
#endif
print(f())
