// main.swift — a Sendable enum whose associated value is a non-Sendable class
// compiles in Swift 5
final class Photo {
    var pixels: [UInt8] = []
}

enum UploadEvent: Sendable {
    case started
    case finished(Photo)
}

print(UploadEvent.started)
