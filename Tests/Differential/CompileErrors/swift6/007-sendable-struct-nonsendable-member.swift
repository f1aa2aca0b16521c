// main.swift — a Sendable struct cannot store a non-Sendable class
// compiles in Swift 5
class Logger {
    var lines: [String] = []
}

struct Request: Sendable {
    let path: String
    let logger: Logger
}

print(Request(path: "/", logger: Logger()).path)
