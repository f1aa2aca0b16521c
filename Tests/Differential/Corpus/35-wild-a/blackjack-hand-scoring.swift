// Blackjack hand scoring with soft aces, an enum card rank with associated values, and sorted reporting.
enum Rank: Equatable {
    case number(Int), jack, queen, king, ace
    var baseValue: Int {
        switch self {
        case .number(let n): return n
        case .jack, .queen, .king: return 10
        case .ace: return 11
        }
    }
}

struct Hand: CustomStringConvertible {
    var cards: [Rank]
    var value: Int {
        var total = cards.map(\.baseValue).reduce(0, +)
        var softAces = cards.filter { $0 == .ace }.count
        while total > 21 && softAces > 0 { total -= 10; softAces -= 1 }
        return total
    }
    var isBlackjack: Bool { cards.count == 2 && value == 21 }
    var isBust: Bool { value > 21 }
    var description: String {
        let names = cards.map { rank -> String in
            if case .number(let n) = rank { return String(n) }
            return String(describing: rank).prefix(1).uppercased()
        }
        return names.joined(separator: " ") + " = \(value)" + (isBlackjack ? " blackjack" : isBust ? " bust" : "")
    }
}

let hands = [
    Hand(cards: [.ace, .king]),
    Hand(cards: [.ace, .ace, .number(9)]),
    Hand(cards: [.number(10), .number(6), .queen]),
    Hand(cards: [.ace, .number(5), .ace, .number(4)]),
]
hands.forEach { print($0) }
let best = hands.filter { !$0.isBust }.max { $0.value < $1.value }
print("best:", best.map(String.init(describing:)) ?? "none")
print(hands[1].cards)
