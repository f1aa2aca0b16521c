// main.swift — @preconcurrency import Foundation does not relax checks on your own types
// compiles in Swift 5
@preconcurrency import Foundation

final class Settings {
    var locale = "en"
}

func update(_ settings: Settings) {
    Task.detached {
        settings.locale = Locale.current.identifier
    }
}
