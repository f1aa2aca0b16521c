// String views: Character vs unicodeScalars vs utf8 counts, Substring slicing, reversing words, palindromes.
let samples = ["café", "e\u{301}", "👨‍👩‍👧", "naïve résumé", "Swift"]
for s in samples {
    print("\(s): chars=\(s.count) scalars=\(s.unicodeScalars.count) utf8=\(s.utf8.count) utf16=\(s.utf16.count)")
}
func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned.elementsEqual(cleaned.reversed())
}
print(["A man, a plan, a canal: Panama", "race a car", "No 'x' in Nixon"].map(isPalindrome))
func reverseWords(_ s: String) -> String {
    s.split(separator: " ", omittingEmptySubsequences: true).reversed().joined(separator: " ")
}
print("[" + reverseWords("  the sky   is blue ") + "]")
let line = "key=value=with=equals"
if let eq = line.firstIndex(of: "=") {
    let key: Substring = line[..<eq]
    let value = line[line.index(after: eq)...]
    print(key, "->", value, type(of: value))
}
let hex = "Hi!".utf8.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
print(hex)
let scalars = "ABC".unicodeScalars.map { $0.value }
print(scalars, String(String.UnicodeScalarView(scalars.map { Unicode.Scalar($0 + 32)! })))
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print("programming".filter { !vowels.contains($0) })
