// Closures capturing globals and locals: counter factories, escaping handlers stored in a global array.
var globalTotal = 0
var handlers: [() -> Void] = []

func makeCounter(step: Int) -> () -> Int {
    var count = 0
    return {
        count += step
        globalTotal += step
        return count
    }
}

let byOne = makeCounter(step: 1)
let byTen = makeCounter(step: 10)
print(byOne(), byOne(), byTen(), byOne())
print("global total:", globalTotal)

for i in 1...3 {
    handlers.append { print("handler \(i) sees total \(globalTotal)") }
}
globalTotal = 100
handlers.forEach { $0() }

var captured = "before"
let lazyReader = { print("captured is now:", captured) }
let eagerReader = { [captured] in print("captured at creation:", captured) }
captured = "after"
lazyReader()
eagerReader()

func apply(_ n: Int, times: Int, _ f: (Int) -> Int) -> Int { (0..<times).reduce(n) { acc, _ in f(acc) } }
print(apply(1, times: 5) { $0 * 2 }, apply(3, times: 2, byTenAdder))
func byTenAdder(_ x: Int) -> Int { x + 10 }
