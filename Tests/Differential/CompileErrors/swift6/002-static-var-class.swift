// main.swift — a shared singleton stored as static var is mutable global state
// compiles in Swift 5
final class Analytics {
    static var shared = Analytics()
    var events: [String] = []
}

Analytics.shared.events.append("launch")
print(Analytics.shared.events)
