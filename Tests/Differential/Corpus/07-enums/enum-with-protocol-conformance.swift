// Enums conforming to CustomStringConvertible and a custom protocol, used polymorphically.
protocol Describable { var summary: String { get } }
enum Coin: Int, CustomStringConvertible, Describable {
    case kurus5 = 5, kurus10 = 10, kurus25 = 25, kurus50 = 50
    var description: String { "\(rawValue) kuruş" }
    var summary: String { "coin worth \(rawValue)" }
}
let purse: [Coin] = [.kurus25, .kurus5, .kurus50, .kurus10, .kurus25]
print(purse)
print("total:", purse.reduce(0) { $0 + $1.rawValue })
let items: [Describable] = [Coin.kurus10, Coin.kurus50]
for item in items { print(item.summary) }
print("\(Coin.kurus5)", String(describing: Coin.kurus10), String(reflecting: Coin.kurus25))
