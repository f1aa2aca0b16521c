// Hangman with scripted guesses: a game class with a masked word, a guess result enum, and lives counting down.
final class Hangman {
    enum GuessResult: Equatable { case hit(Int), miss, repeated, invalid }
    let secret: String
    private(set) var guessed: Set<Character> = []
    private(set) var lives: Int

    init(secret: String, lives: Int = 5) { self.secret = secret.lowercased(); self.lives = lives }

    var masked: String { String(secret.map { guessed.contains($0) || !$0.isLetter ? $0 : "_" }) }
    var isWon: Bool { !masked.contains("_") }
    var isLost: Bool { lives == 0 }

    func guess(_ input: String) -> GuessResult {
        guard input.count == 1, let c = input.lowercased().first, c.isLetter else { return .invalid }
        guard guessed.insert(c).inserted else { return .repeated }
        let hits = secret.filter { $0 == c }.count
        if hits == 0 { lives -= 1; return .miss }
        return .hit(hits)
    }
}

let game = Hangman(secret: "Ice-cream")
for g in ["e", "a", "E", "r", "7", "c", "ab", "z", "i", "m", "q", "x"] {
    let result = game.guess(g)
    print("\(g.debugDescription) -> \(result)".padding(toLength: 20, withPad: " ", startingAt: 0), game.masked, "lives: \(game.lives)")
    if game.isWon { print("You win!"); break }
    if game.isLost { print("You lose, it was \(game.secret)"); break }
}
print(game.guessed.sorted().map(String.init).joined())
import Foundation
