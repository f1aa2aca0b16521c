// main.swift — a noncopyable top-level value is a global and cannot be consumed
struct Ticket: ~Copyable {
    let seat: String
}

func show(_ ticket: borrowing Ticket) {
    print("seat \(ticket.seat)")
}

let ticket = Ticket(seat: "12A")
let other = ticket
show(other)
