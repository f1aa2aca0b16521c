// Turkish plural suffixes by vowel harmony, with dotted and dotless i in upper and lower case.
let backVowels: Set<Character> = ["a", "ı", "o", "u"]
let frontVowels: Set<Character> = ["e", "i", "ö", "ü"]

func plural(_ word: String) -> String {
    let lower = word.lowercased()
    guard let last = lower.last(where: { backVowels.contains($0) || frontVowels.contains($0) }) else {
        return word + "ler"
    }
    return word + (backVowels.contains(last) ? "lar" : "ler")
}

let nouns = ["kitap", "ev", "göz", "kuş", "çiçek", "ağaç", "kız", "gül"]
for noun in nouns {
    print(noun, "→", plural(noun))
}
print(nouns.map(plural).joined(separator: ", "))

let city = "İstanbul"
print(city.lowercased(), city.uppercased(), city.count, city.lowercased().count)
print("ıi".uppercased(), "Iİ".lowercased(), "ß".uppercased())
for ch in "Iıİi" {
    print(ch, ch.isUppercase, ch.isLowercase, ch.uppercased(), ch.lowercased(), ch.unicodeScalars.map { $0.value })
}
let capitalized = "ırmak ılık".split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized)
