// main.swift — a @Sendable closure cannot capture a mutable local variable
// compiles in Swift 5
func countTaps() {
    var taps = 0
    let onTap: @Sendable () -> Void = {
        taps += 1
    }
    onTap()
    print(taps)
}

countTaps()
