// Function types as values and parameters, with typealias Handler = (Int) -> Void.
typealias Handler = (Int) -> Void
typealias BinaryOp = (Int, Int) -> Int
func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }
var mathFunction: BinaryOp = addTwoInts
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")
func printMathResult(_ op: BinaryOp, _ a: Int, _ b: Int) { print("Result: \(op(a, b))") }
printMathResult(addTwoInts, 3, 5)
func forEachDigit(of n: Int, handler: Handler) {
    for ch in String(n) { handler(ch.wholeNumberValue!) }
}
var sum = 0
forEachDigit(of: 4096) { sum += $0 }
print("digit sum", sum)
let handlers: [String: Handler] = ["double": { print($0 * 2) }, "negate": { print(-$0) }]
for name in handlers.keys.sorted() { print(name, terminator: ": "); handlers[name]!(21) }
let ops: [(String, BinaryOp)] = [("+", +), ("-", -), ("max", max)]
for (name, op) in ops { print(name, op(7, 3)) }
