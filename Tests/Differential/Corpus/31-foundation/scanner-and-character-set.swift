// Scanner parsing a small config line and CharacterSet filtering
import Foundation

let sc = Scanner(string: "width=120; height = 45.5; name=box")
sc.charactersToBeSkipped = .whitespaces
var values: [String: String] = [:]
while !sc.isAtEnd {
    guard let key = sc.scanUpToString("=") else { break }
    _ = sc.scanString("=")
    if let d = sc.scanDouble() { values[key.trimmingCharacters(in: .whitespaces)] = "num \(d)" }
    else if let w = sc.scanUpToString(";") { values[key] = "word \(w)" }
    _ = sc.scanString(";")
}
for k in values.keys.sorted() { print(k, "->", values[k]!) }

let digits = CharacterSet.decimalDigits
let s = "a1b22c333!"
print(String(s.unicodeScalars.filter { digits.contains($0) }))
print(s.components(separatedBy: CharacterSet.letters.union(.punctuationCharacters)).filter { !$0.isEmpty })
print("  hi\n".trimmingCharacters(in: .whitespacesAndNewlines), "x".rangeOfCharacter(from: digits) == nil)
