// main.swift — a main-actor class's deinit is nonisolated and cannot call its methods
// fails the same way in Swift 5
@MainActor
final class PlayerController {
    var isPlaying = false

    func stop() { isPlaying = false }

    deinit {
        stop()
    }
}
