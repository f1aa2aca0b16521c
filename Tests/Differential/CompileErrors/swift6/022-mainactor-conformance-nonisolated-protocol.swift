// main.swift — a main-actor class meets a nonisolated protocol requirement
// compiles in Swift 5
protocol Describable {
    func describe() -> String
}

@MainActor
final class ProfileViewModel: Describable {
    var name = "Ada"

    func describe() -> String { "Profile of \(name)" }
}
