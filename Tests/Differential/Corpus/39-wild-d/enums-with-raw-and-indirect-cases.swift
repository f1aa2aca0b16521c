// Enums with raw values, CaseIterable, indirect cases and methods, declared after use
print(Planet.allCases.map(\.rawValue), Planet(rawValue: 3) ?? .mercury)
print(eval(.add(.number(2), .mul(.number(3), .number(4)))))
print(Suit.hearts.symbol, Suit.allCases.count)
enum Planet: Int, CaseIterable { case mercury = 1, venus, earth }
indirect enum Expr { case number(Int), add(Expr, Expr), mul(Expr, Expr) }
func eval(_ e: Expr) -> Int {
    switch e {
    case .number(let n): n
    case let .add(a, b): eval(a) + eval(b)
    case let .mul(a, b): eval(a) * eval(b)
    }
}
enum Suit: Character, CaseIterable {
    case spades = "♠", hearts = "♥"
    var symbol: String { String(rawValue) }
}
