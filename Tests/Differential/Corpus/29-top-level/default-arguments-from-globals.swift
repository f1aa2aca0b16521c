// Default argument values and stored property defaults that read top-level constants and functions.
let defaultCurrency = "AZN"
var defaultRate = 1.7
func defaultLabel() -> String { "Məbləğ" }
struct Price {
    var amount: Double
    var currency = defaultCurrency
    var label = defaultLabel()
}
func convert(_ usd: Double, rate: Double = defaultRate, currency: String = defaultCurrency) -> String {
    "\(usd * rate) \(currency)"
}
print(Price(amount: 5))
print(convert(10))
defaultRate = 2.0
print(convert(10), convert(10, rate: 1.0, currency: "USD"))
