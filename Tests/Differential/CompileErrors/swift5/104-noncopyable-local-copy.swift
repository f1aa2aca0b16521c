// main.swift — binding a noncopyable value to a second name moves it
struct Ticket: ~Copyable {
    let seat: String
}

func show(_ ticket: borrowing Ticket) {
    print("seat \(ticket.seat)")
}

func board() {
    let ticket = Ticket(seat: "12A")
    let other = ticket
    show(ticket)
    show(other)
}

board()
