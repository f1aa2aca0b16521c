// expect: trap "" — arithmetic overflow traps without a message; the transcript is the lines before it.
var value = Int8.max - 2
for _ in 1...5 {
    value += 1
    print("value", value)
}
