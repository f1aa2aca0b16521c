// String(describing: self) and String(reflecting: self) inside methods, for structs, classes and enums.
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(String(format2: cents % 100))" }
    func log() -> String { "log: " + String(describing: self) + " / " + String(reflecting: self) }
}
extension String { init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" } }
class Account {
    var balance = Money(cents: 1234)
    func summary() -> String { "\(String(describing: self)) holds \(balance)" }
}
final class Savings: Account {}
enum Currency { case usd, eur(rate: Double)
    func name() -> String { String(describing: self) + "|" + String(reflecting: self) }
}
print(Money(cents: 505).log())
print(Account().summary())
print(Savings().summary())
print(Currency.usd.name(), Currency.eur(rate: 1.1).name())
struct Wrapper<T> { var t: T; func me() -> String { String(reflecting: self) } }
print(Wrapper(t: Currency.usd).me(), Wrapper(t: [Money(cents: 1)]).me())
