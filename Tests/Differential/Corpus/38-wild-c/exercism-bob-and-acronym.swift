// Exercism-track solutions: Bob's replies, acronyms from phrases, isogram and pangram checks, with Character properties.
enum Bob {
    static func hey(_ input: String) -> String {
        let s = input.trimmingCharacters(in: .whitespacesAndNewlines)
        let letters = s.filter(\.isLetter)
        let yelling = !letters.isEmpty && letters == letters.uppercased()
        let question = s.hasSuffix("?")
        switch (s.isEmpty, yelling, question) {
        case (true, _, _): return "Fine. Be that way!"
        case (_, true, true): return "Calm down, I know what I'm doing!"
        case (_, true, _): return "Whoa, chill out!"
        case (_, _, true): return "Sure."
        default: return "Whatever."
        }
    }
}
func acronym(_ phrase: String) -> String {
    phrase.split { $0 == " " || $0 == "-" || $0 == "_" }
        .compactMap { word in word.first(where: \.isLetter).map { String($0).uppercased() } }
        .joined()
}
func isIsogram(_ s: String) -> Bool {
    let letters = s.lowercased().filter(\.isLetter)
    return Set(letters).count == letters.count
}
func isPangram(_ s: String) -> Bool { Set(s.lowercased().filter { $0.isASCII && $0.isLetter }).count == 26 }
for line in ["Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "Does this cryogenic chamber make me look fat?",
             "WHAT'S GOING ON?", "   ", "1, 2, 3", "4?"] {
    print("\(line.debugDescription) -> \(Bob.hey(line))")
}
print(["Portable Network Graphics", "Complementary metal-oxide semiconductor", "The Road _Not_ Taken", "Halley's Comet"].map(acronym))
print(["lumberjacks", "isograms", "six-year-old", "Alphabet"].map(isIsogram))
print(isPangram("The quick brown fox jumps over the lazy dog"), isPangram("a quick movement of the enemy"))
import Foundation
