// case let patterns, for case, while let, optional patterns and enum payload matching
enum Event { case tap(x: Int, y: Int), key(String), idle }
let events: [Event] = [.tap(x: 1, y: 2), .key("a"), .idle, .tap(x: 5, y: 0), .key("b")]
for case let .tap(x, y) in events where x > 0 { print("tap", x, y) }
for case .key(let k) in events { print("key", k) }
let maybe: [Int?] = [1, nil, 3]
for case let n? in maybe { print("some", n) }
var stack = [1, 2, 3]
while let top = stack.popLast() { print("pop", top) }
if case .idle = events[2] { print("idle at 2") }
guard case let .key(first) = events[1] else { fatalError() }
print("first key", first)
let count = events.filter { if case .tap = $0 { true } else { false } }.count
print("taps", count)
