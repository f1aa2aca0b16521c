// Enums with associated values compared via pattern helpers, and manual allCases.
enum Event {
    case tap(x: Int, y: Int)
    case swipe(direction: String)
    case longPress(seconds: Double)
    var name: String {
        switch self {
        case .tap: "tap"
        case .swipe: "swipe"
        case .longPress: "longPress"
        }
    }
}
let events: [Event] = [.tap(x: 1, y: 2), .swipe(direction: "left"), .tap(x: 5, y: 5), .longPress(seconds: 1.5)]
let taps = events.filter { if case .tap = $0 { return true } else { return false } }
print("taps:", taps.count)
print(events.map(\.name))
for case let .tap(x, y) in events where x == y { print("diagonal tap at", x) }
if case .longPress(let s) = events.last!, s > 1 { print("long press over a second") }
