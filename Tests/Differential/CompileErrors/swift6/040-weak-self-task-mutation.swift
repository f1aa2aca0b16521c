// main.swift — a Task inside a nonisolated class method captures non-Sendable self
// compiles in Swift 5
final class Uploader {
    var progress = 0.0

    func start() {
        Task {
            self.progress = 1.0
        }
        print(progress)
    }
}

Uploader().start()
