// generic functions constrained on block protocols, with typealias chains
protocol Named { var name: String { get } }
protocol Scored: Named { var score: Int { get } }
typealias Entry = Player
typealias Roster = [Entry]
typealias Team = Roster
struct Player: Scored, Hashable { let name: String; let score: Int }
func best<T: Scored>(_ xs: [T]) -> T? { xs.max { $0.score < $1.score } }
func names<C: Collection>(_ c: C) -> [String] where C.Element: Named { c.map(\.name) }
func total<S: Sequence>(_ s: S) -> Int where S.Element == Entry { s.reduce(0) { $0 + $1.score } }
let team: Team = [Player(name: "Ana", score: 7), Player(name: "Bo", score: 12), Player(name: "Cy", score: 3)]
print(best(team)!)
print(names(team))
print(total(team))
print(type(of: team), Team.self == [Player].self)
print(Set(team).sorted { $0.name < $1.name }.map(\.score))
