// A noncopyable global value borrowed by functions and mutated in place, never consumed.
struct Ticket: ~Copyable {
    var number: Int
    borrowing func describe() -> String { "ticket #\(number)" }
}
var current = Ticket(number: 1)
func show(_ t: borrowing Ticket) { print(t.describe()) }
show(current)
current.number += 1
print(current.describe())
func advance() { current.number *= 10 }
advance()
show(current)
