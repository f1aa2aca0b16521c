// Closures stored in globals, dictionaries and optionals; printed and called with captured counters.
var counter = 0
let increment: () -> Int = { counter += 1; return counter }
var handlers: [String: (Int) -> String] = ["double": { "\($0 * 2)" }, "negate": { "\(-$0)" }]
let maybeHandler: ((String) -> Void)? = nil

print(increment, type(of: increment))
print(increment(), increment())
for key in handlers.keys.sorted() { print(key, handlers[key]!(21)) }
print(maybeHandler as Any, type(of: maybeHandler))
func makeAccumulator(start: Int) -> (Int) -> Int {
    var total = start
    return { total += $0; return total }
}
let acc = makeAccumulator(start: 10)
print(acc(5), acc(5), counter)
print([increment] as [Any])
