// Program values boxed into NSArray and NSDictionary, a custom Dimension, and fixed dates printed.
import Foundation
struct Point: CustomStringConvertible { var x = 1; var description: String { "P(\(x))" } }
struct Raw { var y = 2 }
enum Tint { case warm }
let array = NSArray(array: [Point(), Raw(), Tint.warm, 3, "s"])
print(array.count, array.description.contains("main.Raw"), (array[1] as? Raw)?.y ?? -1)
print(String(describing: array[0]), String(describing: array[1]), String(describing: array[2]))
let dict = NSDictionary(dictionary: ["k": Raw()])
print(dict["k"].map { "\($0)" } ?? "-")
final class UnitFlow: Dimension, @unchecked Sendable {
    static let litersPerMinute = UnitFlow(symbol: "L/min", converter: UnitConverterLinear(coefficient: 1))
    static let litersPerHour = UnitFlow(symbol: "L/h", converter: UnitConverterLinear(coefficient: 1.0 / 60))
    override class func baseUnit() -> UnitFlow { litersPerMinute }
}
let flow = Measurement(value: 120, unit: UnitFlow.litersPerHour)
print(flow, flow.converted(to: .litersPerMinute))
print(Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400 * 365.25 * 30))
debugPrint(Date(timeIntervalSince1970: 1), URL(string: "https://x.org/a?b=1")!, Decimal(string: "3.1400")!)
