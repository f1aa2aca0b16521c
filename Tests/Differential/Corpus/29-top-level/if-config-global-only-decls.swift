// a global declared in an #if region with only declarations, read by a function and a type
func f() -> Int { x * 2 }
struct S { var y: Int { x + 1 } }
#if os(Linux) || os(macOS)
let x = 21
#endif
print(f(), S().y)
