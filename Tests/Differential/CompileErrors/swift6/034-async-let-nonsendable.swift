// main.swift — async let captures a non-Sendable value that the parent keeps using
// compiles in Swift 5
final class Parser {
    var position = 0
    func next() -> Int { position += 1; return position }
}

func parseTwice() async -> Int {
    let parser = Parser()
    async let first = parser.next()
    let second = parser.next()
    return await first + second
}
