// WWDC-style sample: an actor scoreboard fed by async let, read back after each await.
actor Scoreboard {
    private var points: [String: Int] = [:]
    func add(_ value: Int, to team: String) -> Int {
        points[team, default: 0] += value
        return points[team]!
    }
    func standings() -> [(String, Int)] { points.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) } }
}

func score(for team: String) async -> Int {
    await Task.yield()
    return team.count * 3
}

let board = Scoreboard()
async let red = score(for: "Red")
async let blue = score(for: "Blue")
let (r, b) = await (red, blue)
print("after red:", await board.add(r, to: "Red"))
print("after blue:", await board.add(b, to: "Blue"))
print("after bonus:", await board.add(3, to: "Red"))
for (team, total) in await board.standings() {
    print(team.padding(toLength: 6, withPad: ".", startingAt: 0), total)
}
import Foundation
