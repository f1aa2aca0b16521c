// main.swift — the error caught from a typed throw has the concrete type
enum ParseError: Error { case badDigit(Character) }

func parse(_ text: String) throws(ParseError) -> Int {
    guard let value = Int(text) else { throw .badDigit(text.first ?? "?") }
    return value
}

do {
    print(try parse("x1"))
} catch {
    let message: String = error
    print(message)
}
