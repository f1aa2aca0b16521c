// Decimal arithmetic for money: exact sums, NSDecimalRound in two modes, and string round trips.
import Foundation

let prices = ["19.99", "0.10", "0.20", "5.005"].map { Decimal(string: $0)! }
let sum = prices.reduce(0, +)
print("sum:", sum)
print("0.1 + 0.2 as Double:", 0.1 + 0.2, "as Decimal:", Decimal(string: "0.1")! + Decimal(string: "0.2")!)
for mode in [NSDecimalNumber.RoundingMode.plain, .bankers, .down, .up] {
    var value = Decimal(string: "2.345")!
    var result = Decimal()
    NSDecimalRound(&result, &value, 2, mode)
    print("2.345 rounded \(mode.rawValue):", result)
}
let third = Decimal(1) / Decimal(3)
print("1/3:", third)
print("scaled:", (Decimal(string: "1234.5678")! * 100).description)
print(NSDecimalNumber(decimal: sum).doubleValue, Decimal(42).isZero, Decimal.zero.isZero)
