// Enum with static members, nested enum and a switch over a tuple of two enums.
enum Suit: String, CaseIterable { case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣" }
enum Rank: Int, CaseIterable {
    case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
    static let faces: [Rank] = [.jack, .queen, .king]
    var symbol: String {
        switch self {
        case .jack: "J"; case .queen: "Q"; case .king: "K"; case .ace: "A"
        default: String(rawValue)
        }
    }
}
print(Rank.faces.map(\.symbol))
print(Suit.allCases.map(\.rawValue).joined(separator: " "))
func beats(_ a: (Rank, Suit), _ b: (Rank, Suit)) -> Bool {
    switch (a.1, b.1) {
    case (.spades, .spades), (.hearts, .hearts), (.diamonds, .diamonds), (.clubs, .clubs): return a.0.rawValue > b.0.rawValue
    case (.spades, _): return true
    default: return false
    }
}
print(beats((.two, .spades), (.ace, .hearts)), beats((.ten, .clubs), (.jack, .clubs)), beats((.ace, .diamonds), (.two, .diamonds)))
