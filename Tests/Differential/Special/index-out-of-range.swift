// expect: trap "Fatal error: Index out of range" — reading past the end of an array traps.
let scores = [90, 85, 77]
for i in 0...scores.count {
    print("score \(i):", scores[i])
}
