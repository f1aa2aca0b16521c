// Exercism "Bowling": a Game class with roll/score, strikes and spares, bonus rolls, errors for invalid rolls.
enum BowlingError: Error, Equatable { case invalidPinCount, gameIsOver, incompleteGame }

final class BowlingGame {
    private var rolls: [Int] = []
    private var frame = 1, firstInFrame: Int?

    func roll(_ pins: Int) throws {
        guard (0...10).contains(pins) else { throw BowlingError.invalidPinCount }
        guard !isComplete else { throw BowlingError.gameIsOver }
        if frame <= 10 {
            if let first = firstInFrame {
                guard first + pins <= 10 else { throw BowlingError.invalidPinCount }
                firstInFrame = nil; frame += 1
            } else if pins == 10 { frame += 1 } else { firstInFrame = pins }
        }
        rolls.append(pins)
    }

    private var isComplete: Bool { (try? computeScore()) != nil }

    func score() throws -> Int { try computeScore() }

    private func computeScore() throws -> Int {
        var total = 0, i = 0
        for _ in 1...10 {
            guard i < rolls.count else { throw BowlingError.incompleteGame }
            if rolls[i] == 10 {
                guard i + 2 < rolls.count else { throw BowlingError.incompleteGame }
                total += 10 + rolls[i + 1] + rolls[i + 2]; i += 1
            } else {
                guard i + 1 < rolls.count else { throw BowlingError.incompleteGame }
                let frameSum = rolls[i] + rolls[i + 1]
                if frameSum == 10 { guard i + 2 < rolls.count else { throw BowlingError.incompleteGame }; total += rolls[i + 2] }
                total += frameSum; i += 2
            }
        }
        return total
    }
}

func play(_ rolls: [Int]) -> String {
    let game = BowlingGame()
    do { for r in rolls { try game.roll(r) }; return "score \(try game.score())" } catch { return "error \(error)" }
}

print(play(Array(repeating: 0, count: 20)))
print(play([6, 4, 3] + Array(repeating: 0, count: 17)))
print(play(Array(repeating: 10, count: 12)))
print(play(Array(repeating: 10, count: 13)))
print(play([5, 6]), play([11]), play([3, 4]))
