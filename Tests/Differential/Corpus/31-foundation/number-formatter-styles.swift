// NumberFormatter styles with en_US_POSIX-like fixed settings
import Foundation

let nf = NumberFormatter()
nf.locale = Locale(identifier: "en_US")
nf.numberStyle = .decimal
nf.maximumFractionDigits = 2
print(nf.string(from: 1234567.891)!)
nf.numberStyle = .percent
print(nf.string(from: 0.256)!)
nf.numberStyle = .currency
nf.currencyCode = "USD"
print(nf.string(from: 42.5)!)
nf.numberStyle = .none
nf.minimumIntegerDigits = 5
print(nf.string(from: 42)!)
let p = NumberFormatter()
p.locale = Locale(identifier: "en_US")
p.numberStyle = .decimal
print(p.number(from: "3,141.5")?.doubleValue as Any)
print(p.number(from: "abc") as Any)
