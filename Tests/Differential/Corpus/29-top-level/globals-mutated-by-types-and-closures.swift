// Top-level variables read and written by methods, static members, observers and stored closures.
var eventLog: [String] = []
var score = 0 {
    willSet { eventLog.append("score \(score)→\(newValue)") }
    didSet { if score > highScore { highScore = score } }
}
var highScore = 0

struct Game {
    static var gamesPlayed = 0
    var name: String
    func play(points: [Int]) {
        Game.gamesPlayed += 1
        score = 0
        points.forEach { score += $0 }
        eventLog.append("\(name) finished with \(score)")
    }
}

extension Int {
    var asStars: String { String(repeating: "★", count: Swift.min(self / 10, 5)) }
}

let bonus: (Int) -> Void = { score += $0 * 2 }

Game(name: "tavla").play(points: [10, 25, 5])
bonus(10)
Game(name: "okey").play(points: [15, 5])
print(score, highScore, Game.gamesPlayed, highScore.asStars)
for line in eventLog { print(line) }

func resetAll() {
    score = 0
    highScore = 0
    eventLog.removeAll()
}
resetAll()
print(score, highScore, eventLog.isEmpty)
