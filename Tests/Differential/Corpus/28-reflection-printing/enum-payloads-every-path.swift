// An enum with payloads of several shapes printed through every path.
enum Event {
    case tap(x: Int, y: Int)
    case text(String)
    case scroll(Double, animated: Bool)
    case multi([Event])
    case none
}
let events: [Event] = [.tap(x: 3, y: 4), .text("merhaba"), .scroll(1.5, animated: true), .multi([.none, .text("ş")]), .none]
for event in events {
    print(event, "|", String(reflecting: event))
}
debugPrint(events[1])
dump(events[3])
print("\(events[0])", type(of: events[0]))
