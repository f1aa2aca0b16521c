// main.swift — a nonisolated actor method cannot touch the actor's mutable state
// fails the same way in Swift 5
actor ChatRoom {
    var messages: [String] = []

    nonisolated func summary() -> String {
        "\(messages.count) messages"
    }
}
