// Capture lists copy values at creation; without them closures see later changes.
var a = 0
var b = 0
let closure = { [a] in print("captured a:", a, "live b:", b) }
a = 10
b = 10
closure()
class Box { var value = 1 }
let box = Box()
let readsBox = { [box] in print("box value:", box.value) }
box.value = 99
readsBox()
var handlers: [() -> Void] = []
for i in 1...3 { handlers.append { print("handler", i) } }
handlers.forEach { $0() }
var counter = 0
let increment = { counter += 1 }
increment(); increment()
print("counter:", counter)
