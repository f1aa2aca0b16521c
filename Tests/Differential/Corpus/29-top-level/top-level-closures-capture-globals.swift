// Top-level closures reading and changing global variables after they are created.
var counter = 0
let increment = { counter += 1 }
let report = { print("counter =", counter) }
increment(); increment()
report()
counter = 100
report()
var handlers: [String: () -> Void] = [:]
handlers["reset"] = { counter = 0 }
handlers["double"] = { counter *= 2 }
handlers["double"]!()
report()
handlers["reset"]!()
report()
