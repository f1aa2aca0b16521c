// Stable sorting by multiple keys, lazy pipelines with side effects counted, stride and zip in a leaderboard.
struct Player { let name: String; let team: String; let score: Int }
let players = [
    Player(name: "Ann", team: "red", score: 30), Player(name: "Bob", team: "blue", score: 50),
    Player(name: "Cid", team: "red", score: 50), Player(name: "Dee", team: "blue", score: 30),
    Player(name: "Eve", team: "green", score: 50), Player(name: "Fay", team: "red", score: 10),
]
let byScore = players.sorted { $0.score > $1.score }
print(byScore.map(\.name))
let byTeamThenScore = players.sorted { ($0.team, -$0.score, $0.name) < ($1.team, -$1.score, $1.name) }
for (rank, p) in zip(1..., byTeamThenScore) { print(rank, p.team, p.name, p.score) }
var evaluated = 0
let lazyTop = players.lazy.filter { evaluated += 1; return $0.score >= 30 }.map(\.name).prefix(2)
print(Array(lazyTop), "evaluated", evaluated)
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0.0, through: 1.0, by: 0.25)))
let teams = Dictionary(grouping: players, by: \.team).mapValues { $0.map(\.score).reduce(0, +) }
for (team, total) in teams.sorted(by: { $0.key < $1.key }) { print(team, total) }
let histogram = players.reduce(into: [Int: Int]()) { $0[$1.score, default: 0] += 1 }
print(histogram.sorted { $0.key < $1.key }.map { "\($0.key):\(String(repeating: "*", count: $0.value))" })
