// Opaque types keep the underlying type's identity: results of the same function compare with ==.
protocol Token: Equatable, CustomStringConvertible {}
struct Word: Token { let text: String; var description: String { "Word(\(text))" } }
func token(for text: String) -> some Token { Word(text: text.lowercased()) }
let a = token(for: "Swift")
let b = token(for: "SWIFT")
let c = token(for: "Kotlin")
print(a == b, a == c)
print(a, c)
print([a, b, c].filter { $0 == a }.count)
func makeCounter() -> some Equatable { 42 }
print(makeCounter() == makeCounter())
