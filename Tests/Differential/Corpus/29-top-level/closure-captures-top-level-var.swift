// Closures stored in a global array capture top-level variables and see later changes.
var multiplier = 2
var handlers: [() -> Void] = []
for label in ["a", "b"] {
    handlers.append { print(label, "x", multiplier) }
}
let snapshot = { [multiplier] in print("snapshot", multiplier) }
multiplier = 10
handlers.forEach { $0() }
snapshot()
var counter = 0
let increment = { counter += 1; return counter }
_ = increment(); _ = increment()
print("counter", counter, increment())
