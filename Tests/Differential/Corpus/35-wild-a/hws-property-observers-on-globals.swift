// Hacking with Swift style day 10: willSet/didSet on top-level variables, changed from functions and a struct.
var score = 0 {
    willSet { print("score will change from \(score) to \(newValue)") }
    didSet { print("score changed by \(score - oldValue)") }
}

var highScores: [Int] = [] {
    didSet { print("high scores now: \(highScores)") }
}

func addPoints(_ points: Int) {
    score += points
    if score > (highScores.max() ?? 0) { highScores.append(score) }
}

struct Game {
    mutating func bonus() { addPoints(100) }
}

addPoints(10)
addPoints(5)
var game = Game()
game.bonus()
score = 0
print("final:", score, highScores.count)
