// ~Copyable types with consuming and borrowing parameters, consume and discard self
struct Ticket: ~Copyable {
    let seat: Int
    borrowing func peek() -> String { "seat \(seat)" }
    consuming func redeem() -> String { let s = seat; discard self; return "redeemed \(s)" }
    deinit { print("ticket \(seat) dropped") }
}
func show(_ t: borrowing Ticket) { print(t.peek()) }
func keep(_ t: consuming Ticket) -> Ticket { t }
func demo() {
    let a = Ticket(seat: 12)
    show(a)
    let b = keep(a)
    print(b.redeem())
    let c = Ticket(seat: 3)
    _ = consume c
    print("end of demo")
    var numbers = [1, 2, 3]
    numbers.append(4)
    let moved = consume numbers
    print(moved)
}
demo()
