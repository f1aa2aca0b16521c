// Nested types declared in extensions, and referring to them from outside with the full path.
struct Order { var items: [String]; var state: State = .new }
extension Order {
    enum State: String { case new, paid, shipped }
    struct Summary: CustomStringConvertible {
        let count: Int, state: State
        var description: String { "\(count) items, \(state.rawValue)" }
    }
    var summary: Summary { Summary(count: items.count, state: state) }
}
var order = Order(items: ["kitap", "kalem"])
print(order.summary)
order.state = .shipped
print(order.summary)
let state: Order.State = .paid
print(state, Order.State(rawValue: "shipped") as Any)
