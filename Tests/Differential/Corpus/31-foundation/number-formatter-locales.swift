// NumberFormatter and number styles with explicit locales, so grouping and decimal marks are fixed.
import Foundation
let amount = 1234567.891
for id in ["en_US", "tr_TR", "de_DE"] {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: id)
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 2
    print(id, formatter.string(from: NSNumber(value: amount)) ?? "nil")
}
let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
print(percent.string(from: 0.256) ?? "nil")
let spelled = NumberFormatter()
spelled.locale = Locale(identifier: "en_US")
spelled.numberStyle = .spellOut
print(spelled.string(from: 42) ?? "nil")
let parser = NumberFormatter()
parser.locale = Locale(identifier: "en_US")
parser.numberStyle = .decimal
print(parser.number(from: "3,141.5") ?? "nil")
