// A dice game with a seeded RandomNumberGenerator (xorshift) so the simulation is reproducible.
struct Xorshift64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E3779B97F4A7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

struct Die { let sides: Int
    func roll<G: RandomNumberGenerator>(using g: inout G) -> Int { Int(g.next() % UInt64(sides)) + 1 }
}

var rng = Xorshift64(seed: 2024)
let d6 = Die(sides: 6)
var scores = ["Elvin": 0, "Günay": 0, "Tural": 0]
for round in 1...5 {
    var line = "round \(round):"
    for name in scores.keys.sorted() {
        let roll = d6.roll(using: &rng) + d6.roll(using: &rng)
        scores[name, default: 0] += roll
        line += " \(name)=\(roll)"
    }
    print(line)
}
let ranking = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(ranking.map { "\($0.key): \($0.value)" })
var deck = Array(1...10)
deck.shuffle(using: &rng)
print(deck.count, deck.sorted() == Array(1...10))
