// NumberFormatter styles with the en_US and de_DE locales fixed, on fixed numbers.
import Foundation

let values: [Double] = [0, 1234.5, -0.125, 1_000_000]
for id in ["en_US", "de_DE"] {
    let currency = NumberFormatter()
    currency.locale = Locale(identifier: id)
    currency.numberStyle = .currency
    currency.currencyCode = "EUR"
    let percent = NumberFormatter()
    percent.locale = Locale(identifier: id)
    percent.numberStyle = .percent
    percent.maximumFractionDigits = 1
    print(id)
    for v in values {
        print("  ", currency.string(from: NSNumber(value: v))!, "|", percent.string(from: NSNumber(value: v / 100))!)
    }
}
let spell = NumberFormatter()
spell.locale = Locale(identifier: "en_US")
spell.numberStyle = .spellOut
print(spell.string(from: 1987)!)
