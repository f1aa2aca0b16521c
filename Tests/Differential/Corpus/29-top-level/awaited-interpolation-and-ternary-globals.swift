// await inside interpolation and a ternary at top level with globals used later
actor Counter { var n = 0; func inc() -> Int { n += 1; return n } }
let counter = Counter()
let message = "count is \(await counter.inc())"
let parity = await counter.inc() % 2 == 0 ? "even" : "odd"
func report() -> String { message + ", " + parity }
class Printer { func run() { print(report()) } }
Printer().run()
