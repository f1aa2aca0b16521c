// if case, guard case and for case let over an array of optional enum values.
enum Event { case tap(x: Int, y: Int), swipe(direction: String), longPress(seconds: Double) }
let events: [Event?] = [.tap(x: 3, y: 4), nil, .swipe(direction: "left"), .longPress(seconds: 1.5), .tap(x: 0, y: 9), nil]

for case let .tap(x, y)? in events { print("tap at", x, y) }
for case .swipe(let direction)? in events { print("swipe", direction) }
for case let event? in events where { if case .longPress = event { return true } else { return false } }() {
    print("long press found:", event)
}
if case .longPress(let s)? = events[3], s > 1 { print("held long:", s) }
let missing = events.filter { if case .none = $0 { return true }; return false }.count
print("nil events:", missing)
func firstTapX() -> Int {
    for event in events { guard case let .tap(x, _)? = event else { continue }; return x }
    return -1
}
print("first tap x:", firstTapX())
