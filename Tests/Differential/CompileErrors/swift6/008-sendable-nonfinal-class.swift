// main.swift — only a final class can conform to Sendable
// compiles in Swift 5
class Token: Sendable {
    let value: String
    init(value: String) { self.value = value }
}

print(Token(value: "abc").value)
