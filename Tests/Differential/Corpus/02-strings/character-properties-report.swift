// Character properties: letters, digits, whole-number values, ASCII values and emoji.
let sample: [Character] = ["a", "Ş", "7", "٣", "½", " ", "!", "ğ", "€", "👍", "\u{0065}\u{0301}", "\n"]
for ch in sample {
    var flags: [String] = []
    if ch.isLetter { flags.append("letter") }
    if ch.isNumber { flags.append("number") }
    if ch.isWholeNumber { flags.append("whole=\(ch.wholeNumberValue!)") }
    if ch.isUppercase { flags.append("upper") }
    if ch.isPunctuation { flags.append("punct") }
    if ch.isWhitespace { flags.append("space") }
    if ch.isCurrencySymbol { flags.append("currency") }
    if ch.isSymbol { flags.append("symbol") }
    if let ascii = ch.asciiValue { flags.append("ascii=\(ascii)") }
    print(ch.debugDescription, ch.unicodeScalars.count, ch.utf8.count, flags.joined(separator: ","))
}
let digits = "Sipariş 42, masa ٣ və 7".compactMap(\.wholeNumberValue)
print(digits, digits.reduce(0, +))
print("é" == "\u{0065}\u{0301}", "é".unicodeScalars.count, "\u{0065}\u{0301}".unicodeScalars.count)
print(Character("A").hexDigitValue as Any, Character("f").hexDigitValue as Any, Character("g").hexDigitValue as Any)
