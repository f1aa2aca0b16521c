// Closures created in loops capture each iteration's constant; a captured var is shared; capture lists copy.
var closures: [() -> String] = []
for i in 1...3 { closures.append { "i=\(i)" } }
print(closures.map { $0() })
var shared = 0
let incrementers = (1...3).map { step in { shared += step } }
incrementers.forEach { $0() }
print("shared", shared)
var name = "ilk"
let captured = { [name] in "captured \(name)" }
let live = { "live \(name)" }
name = "son"
print(captured(), live())
func makeCounter() -> (increment: () -> Int, reset: () -> Void) {
    var count = 0
    return ({ count += 1; return count }, { count = 0 })
}
let counter = makeCounter()
print(counter.increment(), counter.increment())
counter.reset()
print(counter.increment())
