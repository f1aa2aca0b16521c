// Globals passed inout to functions, and a function mutating a global directly while it is being read.
var balance = 100
var history: [String] = []
func apply(_ amount: Int, to value: inout Int) {
    value += amount
    history.append("applied \(amount)")
}
func doubleBalance() { balance *= 2 }
apply(50, to: &balance)
doubleBalance()
var copy = balance
apply(-1, to: &copy)
print(balance, copy)
swap(&balance, &copy)
print(balance, copy, history)
func reset(_ values: inout [String]) { values.removeAll(); values.append("reset") }
reset(&history)
print(history)
