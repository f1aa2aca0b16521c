// Observers on a global variable and on a local variable inside a function.
var score = 0 {
    didSet { print("score: \(oldValue) -> \(score)") }
}
score += 5
score = 12
func countDown() {
    var remaining = 3 {
        willSet { print("about to become \(newValue)") }
    }
    while remaining > 0 { remaining -= 1 }
    print("remaining", remaining)
}
countDown()
score *= 2
