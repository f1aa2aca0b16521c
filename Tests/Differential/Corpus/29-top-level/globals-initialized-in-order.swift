// Top-level variables initialised in order with side effects: each initialiser prints when it runs.
func make(_ name: String, _ value: Int) -> Int {
    print("initialising \(name)")
    return value
}
print("program starts")
let a = make("a", 1)
var b = make("b", a + 1)
print("between declarations, a + b =", a + b)
let c = make("c", b * 10)
b += c
print("b is now", b)
let d: Int = {
    print("closure initialiser for d")
    return a + b + c
}()
print("d =", d)
