// A static counter producing sequential ids for instances, plus a static method to reset it.
final class Ticket: CustomStringConvertible {
    private static var nextID = 1
    static func resetNumbering() { nextID = 1 }
    let id: Int
    let title: String
    init(_ title: String) {
        id = Ticket.nextID
        Ticket.nextID += 1
        self.title = title
    }
    var description: String { "#\(id) \(title)" }
}
let tickets = ["Login bug", "Dark mode", "Crash on launch"].map(Ticket.init)
print(tickets)
Ticket.resetNumbering()
print(Ticket("After reset"))
