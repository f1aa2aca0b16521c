// async let at top level, a total computed from the child tasks, and a function that reads it
func slow(_ n: Int) async -> Int { n * 10 }
async let first = slow(1)
async let second = slow(2)
let total = await first + second
func report() -> String { "total \(total)" }
print(report())
let later = await slow(5)
struct Summary { static func line() -> String { "later \(later)" } }
print(Summary.line())
