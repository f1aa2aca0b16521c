// CharacterSet checks for a sign-up form: usernames, trimming and splitting on punctuation.
import Foundation

let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
for name in ["swift_dev", "bad name!", "émile-9", ""] {
    let valid = !name.isEmpty && name.unicodeScalars.allSatisfy(allowed.contains)
    print("\"\(name)\"", valid ? "ok" : "rejected")
}
let raw = "  \t Hello, world!  \n"
print("[\(raw.trimmingCharacters(in: .whitespacesAndNewlines))]")
print("words:", "one,two;three. four".components(separatedBy: .punctuationCharacters.union(.whitespaces)).filter { !$0.isEmpty })
print("digits only:", "tel: +1 (555) 010-2030".unicodeScalars.filter(CharacterSet.decimalDigits.contains).map(String.init).joined())
print(CharacterSet.uppercaseLetters.contains("Ä"), CharacterSet.symbols.contains("€"))
