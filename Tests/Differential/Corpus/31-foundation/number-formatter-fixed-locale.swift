// NumberFormatter with an en_US_POSIX locale and explicit settings for deterministic output.
import Foundation
let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.numberStyle = .decimal
formatter.usesGroupingSeparator = true
formatter.groupingSeparator = ","
formatter.groupingSize = 3
formatter.minimumFractionDigits = 2
formatter.maximumFractionDigits = 2
for n in [1234567.5, 0.5, -42.0] { print(formatter.string(from: NSNumber(value: n))!) }
let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US_POSIX")
percent.numberStyle = .percent
print(percent.string(from: 0.256)!)
print(formatter.number(from: "3,000.25")!.doubleValue)
