// Implementing == and < manually; the standard library derives !=, >, <=, >= and sorting.
struct Money: Comparable, CustomStringConvertible {
    let kurus: Int
    static func == (a: Money, b: Money) -> Bool { a.kurus == b.kurus }
    static func < (a: Money, b: Money) -> Bool { a.kurus < b.kurus }
    static func + (a: Money, b: Money) -> Money { Money(kurus: a.kurus + b.kurus) }
    var description: String { "\(kurus / 100),\(String(format2: kurus % 100)) ₺" }
}
extension String {
    init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}
let prices = [Money(kurus: 1250), Money(kurus: 99), Money(kurus: 1250), Money(kurus: 5000)]
print(prices.sorted(), prices.max()!)
print(prices[0] == prices[2], prices[0] != prices[1], prices[1] <= prices[0], prices[3] > prices[0])
print(prices.reduce(Money(kurus: 0), +))
print((prices[1]...prices[0]).contains(Money(kurus: 500)))
