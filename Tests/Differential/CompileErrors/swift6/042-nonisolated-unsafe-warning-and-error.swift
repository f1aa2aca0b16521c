// main.swift — an unneeded nonisolated(unsafe) warning next to a real isolation error
// compiles in Swift 5
enum Limits {
    nonisolated(unsafe) static let maxItems = 50
    static var current = 0
}

print(Limits.maxItems, Limits.current)
