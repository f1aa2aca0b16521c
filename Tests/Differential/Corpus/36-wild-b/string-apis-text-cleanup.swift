// String APIs a text-cleanup script uses: split, components, ranges, padding, prefixes and case.
import Foundation

let raw = "  Hello,   SWIFT   world!  It's   2024.  "
let words = raw.split(whereSeparator: \.isWhitespace)
print(words.count, words.joined(separator: " "))
print(raw.trimmingCharacters(in: .whitespaces).lowercased().capitalized)
if let r = raw.range(of: "swift", options: [.caseInsensitive]) {
    print("found at", raw.distance(from: raw.startIndex, to: r.lowerBound), "→", raw.replacingCharacters(in: r, with: "Swift"))
}
print("2024".padding(toLength: 8, withPad: "0", startingAt: 0), String(repeating: "ab", count: 3))
print("report.final.pdf".components(separatedBy: "."), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("swiftlang".hasPrefix("swift"), "main.swift".hasSuffix(".swift"), "Straße".uppercased(), "İ".lowercased().count)
print("naïve café".folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US")))
let sentence = "the quick brown fox"
print(sentence.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
print(sentence.reversed().map(String.init).joined(), sentence.filter { "aeiou".contains($0) }.count)
