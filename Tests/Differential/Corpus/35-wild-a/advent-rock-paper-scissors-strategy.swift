// Advent of Code 2022 day 2 style: an enum with raw values parsed from a strategy guide literal.
let guide = """
A Y
B X
C Z
A Z
C X
"""

enum Shape: Int { case rock = 1, paper, scissors
    init(_ letter: Character) {
        switch letter { case "A", "X": self = .rock; case "B", "Y": self = .paper; default: self = .scissors }
    }
    var beats: Shape { Shape(rawValue: (rawValue + 1) % 3 + 1)! }
    var losesTo: Shape { Shape(rawValue: rawValue % 3 + 1)! }
}

func score(_ opponent: Shape, _ me: Shape) -> Int {
    let outcome = me == opponent ? 3 : (me.beats == opponent ? 6 : 0)
    return me.rawValue + outcome
}

let rounds = guide.split(separator: "\n").map { (Shape($0.first!), $0.last!) }
let part1 = rounds.map { score($0.0, Shape($0.1)) }.reduce(0, +)
let part2 = rounds.map { round -> Int in
    let (opponent, goal) = round
    let me = goal == "X" ? opponent.beats : goal == "Y" ? opponent : opponent.losesTo
    return score(opponent, me)
}.reduce(0, +)
print("part 1:", part1)
print("part 2:", part2)
print(rounds.map { "\($0.0)" })
