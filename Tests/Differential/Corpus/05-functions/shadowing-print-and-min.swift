// A program-level print overload for its own type and a min function shadowing the standard one.
struct Money { let cents: Int }
func print(_ money: Money) {
    Swift.print(String(format: "%d.%02d AZN", money.cents / 100, money.cents % 100))
}
func min(_ values: [Money]) -> Money { values.min { $0.cents < $1.cents }! }
import Foundation
let prices = [Money(cents: 1250), Money(cents: 399), Money(cents: 10000)]
print(min(prices))
print(prices[2])
print("plain string still works")
print(min(3, 8))
