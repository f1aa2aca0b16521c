// Values boxed in Any and AnyHashable print like the value, and as their own type names.
enum Suit: String { case hearts, spades }
struct Card: Hashable { var rank: Int; var suit: Suit }

let boxes: [Any] = [Card(rank: 12, suit: .hearts), Suit.spades, Optional(Card(rank: 1, suit: .spades)) as Any, (1, "one")]
for box in boxes { print(box, "—", type(of: box)) }
let hashables: [AnyHashable] = [AnyHashable(Card(rank: 2, suit: .hearts)), AnyHashable(Suit.hearts), AnyHashable(3)]
for h in hashables { print(h, h.base, type(of: h.base)) }
print(hashables.contains(AnyHashable(Suit.hearts)))
debugPrint(hashables[0])
