// Global initialisers spread over lines: ternaries, chained calls, operators at line starts and trailing closures.
let scores = [72, 95, 58, 81]
let passed = scores
    .filter { $0 >= 60 }
    .sorted(by: >)
let best = scores.max() ?? 0
    + 0
let verdict = best > 90
    ? "excellent"
    : "fine"
let allPassed = scores.count == passed.count
    || scores.isEmpty
let total = scores.reduce(0) {
    $0 + $1
}
struct Summary { static let text = "\(passed) \(verdict) \(allPassed) \(total)" }
print(Summary.text)
let average = Double(total)
    / Double(scores.count)
print(average)
