// assert, precondition and assertionFailure-free checks that all pass, with messages never evaluated.
import Dispatch
var evaluated = 0
func expensiveMessage() -> String { evaluated += 1; return "should not be built" }
func withdraw(_ amount: Int, from balance: Int) -> Int {
    precondition(amount > 0, expensiveMessage())
    assert(amount <= balance, expensiveMessage())
    return balance - amount
}
print(withdraw(30, from: 100))
print(withdraw(70, from: 70))
let values = [3, 1, 2].sorted()
assert(values == [1, 2, 3])
dispatchPrecondition(condition: .onQueue(.main))
print("messages evaluated:", evaluated)
