// @autoclosure and @escaping parameters, including an escaping autoclosure stored for later
var pending: [() -> String] = []
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { print("failed:", message()) } else { print("ok") }
}
func later(_ make: @autoclosure @escaping () -> String) { pending.append(make) }
func expensive(_ n: Int) -> String { print("computing \(n)"); return "value \(n)" }
check(1 + 1 == 2, expensive(1))
check(2 > 3, expensive(2))
later(expensive(3))
later(expensive(4))
print("stored", pending.count)
for make in pending { print(make()) }
