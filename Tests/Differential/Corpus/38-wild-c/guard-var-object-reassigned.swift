// A top-level guard var holding an object that is replaced later; the replaced one is released, the last one kept.
final class Token {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("token \(id) released") }
}
func issue(_ id: Int) -> Token? { id > 0 ? Token(id) : nil }
guard var token = issue(1) else { fatalError("no token") }
print("holding", token.id)
token = Token(2)
print("holding", token.id)
for i in 3...4 { token = Token(i) }
print("final", token.id)
