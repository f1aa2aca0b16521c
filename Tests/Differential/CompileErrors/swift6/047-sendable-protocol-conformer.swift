// main.swift — a protocol refining Sendable forces its conformers to be Sendable
// compiles in Swift 5
protocol Event: Sendable {
    var name: String { get }
}

final class TapEvent: Event {
    var name = "tap"
    var count = 0
}

print(TapEvent().name)
