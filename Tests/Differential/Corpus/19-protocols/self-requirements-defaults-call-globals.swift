// protocol with Self requirements and default implementations calling global functions
protocol Combinable {
    static func combine(_ a: Self, _ b: Self) -> Self
    static var zero: Self { get }
}
extension Combinable {
    func merged(with other: Self) -> Self { Self.combine(self, other) }
    static func all(_ xs: [Self]) -> Self { xs.reduce(zero, combine) }
    func trace() -> String { label(self) }
}
func label<T>(_ v: T) -> String { "<\(v)>" }
struct Money: Combinable, CustomStringConvertible {
    var cents: Int
    static func combine(_ a: Money, _ b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static var zero: Money { Money(cents: 0) }
    var description: String { "$\(cents / 100).\(String(format2(cents % 100)))" }
}
func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
extension String: Combinable {
    public static func combine(_ a: String, _ b: String) -> String { a + b }
    public static var zero: String { "" }
}
print(Money(cents: 150).merged(with: Money(cents: 275)))
print(Money.all([Money(cents: 5), Money(cents: 1000)]))
print(String.all(["a", "b", "c"]))
print(Money(cents: 7).trace(), "x".trace())
