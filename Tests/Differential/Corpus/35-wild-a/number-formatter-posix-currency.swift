// NumberFormatter with fixed locales: decimals, currency, percent, spelled-out numbers, and Decimal money math.
import Foundation

func makeFormatter(_ style: NumberFormatter.Style, locale: String, digits: Int? = nil) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: locale)
    f.numberStyle = style
    if let digits { f.minimumFractionDigits = digits; f.maximumFractionDigits = digits }
    return f
}

let decimal = makeFormatter(.decimal, locale: "en_US_POSIX", digits: 2)
print(decimal.string(from: 1234567.891)!)
let percent = makeFormatter(.percent, locale: "en_US_POSIX")
print(percent.string(from: 0.256)!)
let spelled = makeFormatter(.spellOut, locale: "en_US")
print(spelled.string(from: 1984)!)

var price = Decimal(string: "19.99")!
let quantity: Decimal = 3
var total = price * quantity
var rounded = Decimal()
NSDecimalRound(&rounded, &total, 1, .bankers)
print(total, rounded)
price += Decimal(string: "0.01")!
print(price, price == 20)
let shares = [Decimal(string: "33.333")!, Decimal(string: "33.333")!, Decimal(string: "33.334")!]
print(shares.reduce(0, +))
print(NSDecimalNumber(decimal: total).doubleValue)
