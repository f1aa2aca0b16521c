// main.swift — a static let holding a non-Sendable class is shared mutable state
// compiles in Swift 5
final class NumberCache {
    var values: [Int: String] = [:]
}

enum Shared {
    static let cache = NumberCache()
}

Shared.cache.values[1] = "one"
print(Shared.cache.values)
