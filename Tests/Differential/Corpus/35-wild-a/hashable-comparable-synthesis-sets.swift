// Equatable, Hashable and Comparable synthesis on structs and enums; Set operations printed sorted.
enum Suit: String, Comparable, CaseIterable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (l: Suit, r: Suit) -> Bool { allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)! }
}

enum Rank: Int, Comparable {
    case two = 2, three, four, jack = 11, queen, king, ace
    static func < (l: Rank, r: Rank) -> Bool { l.rawValue < r.rawValue }
}

struct Card: Hashable, Comparable, CustomStringConvertible {
    let rank: Rank
    let suit: Suit
    static func < (l: Card, r: Card) -> Bool { (l.rank, l.suit) < (r.rank, r.suit) }
    var description: String { "\(rank)\(suit.rawValue)" }
}

enum Priority: Comparable { case low, medium, high(level: Int) }

let hand: Set<Card> = [Card(rank: .ace, suit: .spades), Card(rank: .two, suit: .hearts), Card(rank: .jack, suit: .clubs)]
let other: Set<Card> = [Card(rank: .two, suit: .hearts), Card(rank: .king, suit: .diamonds)]
print(hand.sorted())
print(hand.intersection(other).sorted(), hand.union(other).count)
print(hand.symmetricDifference(other).sorted().map(\.description).joined(separator: " "))
print(hand.contains(Card(rank: .ace, suit: .spades)), hand.max()!)
print([Priority.high(level: 1), .low, .high(level: 3), .medium].sorted())
print(Priority.high(level: 3) > .high(level: 1), Card(rank: .two, suit: .clubs) == Card(rank: .two, suit: .clubs))
