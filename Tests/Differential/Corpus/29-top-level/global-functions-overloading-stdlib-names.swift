// Program functions named like standard ones (min, max, abs on custom types) resolving by type.
struct Score: Comparable { let value: Int; static func < (a: Score, b: Score) -> Bool { a.value < b.value } }
func max(_ scores: [Score]) -> Score? { scores.max() }
func abs(_ s: Score) -> Score { Score(value: Swift.abs(s.value)) }
func print(_ score: Score) { Swift.print("Score(\(score.value))") }
let scores = [Score(value: -7), Score(value: 3)]
print(max(scores)!)
print(abs(scores[0]))
print(max(1, 9), abs(-4))
print("plain strings still print")
