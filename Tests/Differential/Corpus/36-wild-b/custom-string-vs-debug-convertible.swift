// Which of description/debugDescription each printing path chooses, for a struct, an enum and a class.
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
    var debugDescription: String { "Money(cents: \(cents))" }
}
enum Light: CustomDebugStringConvertible { case red, green
    var debugDescription: String { "Light<\(self == .red ? "R" : "G")>" }
}
final class Token: CustomStringConvertible { var description: String { "Token#1" } }

let price = Money(cents: 1999)
print(price); debugPrint(price)
print("\(price)", String(describing: price), String(reflecting: price))
print([price], Optional(price) as Any)
print(Light.red); debugPrint(Light.green); print([Light.red])
print(Token(), [Token()]); debugPrint(Token())
dump(price)
import Foundation
