// main.swift — a top-level var of main.swift belongs to the main actor
// compiles in Swift 5
var launchCount = 0

func recordLaunch() {
    launchCount += 1
}

recordLaunch()
print(launchCount)
