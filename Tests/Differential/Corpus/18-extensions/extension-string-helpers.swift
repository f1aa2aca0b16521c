// Extensions of String and Character used across the program: trimming, words and initials.
extension String {
    var words: [String] { split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) }
    var initials: String { words.compactMap(\.first).map { String($0).uppercased() }.joined() }
    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)) + trailing : self
    }
    static func * (lhs: String, rhs: Int) -> String { String(repeating: lhs, count: rhs) }
}
extension Character {
    var isTurkishVowel: Bool { "aeıioöuüAEIİOÖUÜ".contains(self) }
}
let title = "gülən üzlər şəhəri"
print(title.words, title.initials)
print(title.truncated(to: 8), "kısa".truncated(to: 8))
print("=-" * 5)
print("İstanbul".filter(\.isTurkishVowel))
