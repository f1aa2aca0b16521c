// A generic algorithm over a program protocol with a default method, applied to three conformers.
protocol Scorable { var points: Int { get } ; var bonus: Int { get } }
extension Scorable { var bonus: Int { 0 }; var total: Int { points + bonus } }
struct Goal: Scorable { let points = 3 }
struct Penalty: Scorable { let points = -2 }
struct Trick: Scorable { let points = 1; var bonus: Int { 4 } }
func leaderboard<S: Sequence>(_ plays: S) -> Int where S.Element == any Scorable { plays.reduce(0) { $0 + $1.total } }
let plays: [any Scorable] = [Goal(), Trick(), Penalty(), Goal()]
print(plays.map(\.total))
print(leaderboard(plays))
print(Trick().total, Goal().bonus)
