// Top-level functions used before their declarations, and mutual recursion between them.
print(isEven(10), isOdd(7), isEven(3))
print(describe(4))
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
func describe(_ n: Int) -> String { "\(n) is \(isEven(n) ? "even" : "odd")" }
let table = (1...4).map(describe)
print(table.joined(separator: "; "))
