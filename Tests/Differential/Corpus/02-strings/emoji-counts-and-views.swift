// Emoji and combining sequences: count, unicodeScalars, utf16 and utf8 sizes, and reversing.
let samples = ["👍", "👍🏽", "👨‍👩‍👧", "🇹🇷🇦🇿", "é", "e\u{301}", "🏳️‍🌈"]
for s in samples {
    print(s, s.count, s.unicodeScalars.count, s.utf16.count, s.utf8.count)
}
print("e\u{301}" == "é", "e\u{301}".unicodeScalars.elementsEqual("é".unicodeScalars))
let flags = "🇹🇷🇦🇿"
print(String(flags.reversed()), flags.first!, flags.last!)
let mixed = "Salam👋dünya"
if let wave = mixed.firstIndex(of: "👋") {
    print(mixed[..<wave], mixed.distance(from: mixed.startIndex, to: wave))
}
print(Character("👨‍👩‍👧").unicodeScalars.count, Character("A").isASCII, Character("ə").isLetter)
