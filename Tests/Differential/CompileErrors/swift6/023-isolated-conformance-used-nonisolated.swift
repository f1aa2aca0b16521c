// main.swift — an isolated (@MainActor) conformance used from a nonisolated generic function
// compiles in Swift 5
protocol Titled {
    var title: String { get }
}

@MainActor
final class Screen {
    var title = "Settings"
}

extension Screen: @MainActor Titled {}

nonisolated func printTitle<T: Titled>(_ value: T) {
    print(value.title)
}

nonisolated func show(_ screen: Screen) {
    printTitle(screen)
}
