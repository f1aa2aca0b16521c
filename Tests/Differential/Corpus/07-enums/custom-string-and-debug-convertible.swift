// An enum and a struct with both description and debugDescription: print, debugPrint, interpolation, dump.
enum Suit: String, CaseIterable, CustomStringConvertible, CustomDebugStringConvertible {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
    var description: String { rawValue }
    var debugDescription: String { "Suit.\(String(describing: self) == rawValue ? name : "?")" }
    var name: String {
        switch self { case .spades: "spades"; case .hearts: "hearts"; case .diamonds: "diamonds"; case .clubs: "clubs" }
    }
}

struct Card: CustomStringConvertible, CustomDebugStringConvertible {
    let rank: Int
    let suit: Suit
    var description: String { "\(rank)\(suit)" }
    var debugDescription: String { "Card(rank: \(rank), suit: \(suit.debugDescription))" }
}

let card = Card(rank: 10, suit: .hearts)
print(card)
debugPrint(card)
print("interpolated: \(card) / \(String(reflecting: card))")
print([card, Card(rank: 1, suit: .spades)])
debugPrint([card])
print(Optional(card) as Any)
print(Suit.allCases, Suit.allCases.map(\.debugDescription))
let bySuit: [Suit: Int] = [.clubs: 3]
print(bySuit)
dump(card)
dump(Suit.diamonds)
print(String(describing: Suit.clubs), String(reflecting: Suit.clubs))
let tuple = (card, Suit.spades)
print(tuple)
