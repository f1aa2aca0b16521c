// Foundation string APIs: components(separatedBy:), trimming, replacingOccurrences, range(of:), capitalized.
import Foundation
let raw = "  elma, armut ,kiraz  \n"
let fruits = raw.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(fruits)
print("hello world".capitalized, "İSTANBUL".lowercased(with: Locale(identifier: "tr_TR")))
print("2024-05-19".replacingOccurrences(of: "-", with: "."))
if let range = "Swift programlama dili".range(of: "programlama") {
    print("found at", "Swift programlama dili".distance(from: "Swift programlama dili".startIndex, to: range.lowerBound))
}
print("a1b22c333".components(separatedBy: CharacterSet.decimalDigits.inverted).filter { !$0.isEmpty })
print("Ayşe".contains("yş"), "Straße".localizedCaseInsensitiveContains("STRASSE"))
print("x".padding(toLength: 5, withPad: "-", startingAt: 0) + "|")
