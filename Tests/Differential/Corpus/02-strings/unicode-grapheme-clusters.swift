// Extended grapheme clusters: combining marks, flags and counting characters versus scalars.
let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute, combinedEAcute, eAcute == combinedEAcute)
var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
let flag = "🇹🇷🇦🇿"
print(flag.count, flag.unicodeScalars.count, flag.utf16.count)
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count)
let dollar = "\u{24}", heart = "\u{1F496}"
print(dollar, heart)
for c in "né" { print(c, c.isLetter, c.isASCII) }
print("Ə".unicodeScalars.first!.properties.isUppercase)
