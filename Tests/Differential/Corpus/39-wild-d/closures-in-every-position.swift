// Closures as globals, defaults, struct properties, return values and immediately called, over lines
let square: (Int) -> Int = { $0 * $0 }
let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) in { (x: Int) in g(f(x)) } }
struct Button { var title: String; var action: () -> String = { "default action" } }
func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }
let inc = makeCounter()
_ = inc(); _ = inc()
let config: [String: Int] = {
    var c: [String: Int] = [:]
    c["a"] = 1
    c["b"] = 2
    return c
}()
print(square(5), compose(square, { $0 + 1 })(3), inc())
print(Button(title: "ok").action(), Button(title: "x") { "custom" }.action())
print(config.sorted { $0.key < $1.key })
let sorted = [3, 1, 2].sorted(by:
    >
)
print(sorted)
