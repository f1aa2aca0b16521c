// Extensions giving standard and program types extra descriptions and computed helpers.
extension Int {
    var ordinal: String {
        switch self % 10 { case 1 where self % 100 != 11: "\(self)st"; case 2 where self % 100 != 12: "\(self)nd"
        case 3 where self % 100 != 13: "\(self)rd"; default: "\(self)th" }
    }
}
extension Array where Element == Int {
    var summary: String { isEmpty ? "empty" : "\(count) numbers, sum \(reduce(0, +))" }
}
extension Optional where Wrapped == String {
    var orPlaceholder: String { self ?? "—" }
}
struct Temperature { let celsius: Double }
extension Temperature: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "\(celsius)°C" }
    var debugDescription: String { "Temperature(celsius: \(celsius))" }
}
print([1, 2, 3, 11, 12, 13, 21, 102].map(\.ordinal))
print([4, 5].summary, [Int]().summary)
let missing: String? = nil
print(missing.orPlaceholder, Optional("x").orPlaceholder)
let t = Temperature(celsius: 21.5)
print(t, [t]); debugPrint(t); print("\(t)", String(reflecting: t))
