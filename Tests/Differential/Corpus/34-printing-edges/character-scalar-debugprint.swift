// debugPrint of Character, Unicode.Scalar, Substring, String.Index ranges and escaped strings.
let s = "Tab\there \"quoted\" \\ é 🇹🇷"
print(s)
debugPrint(s)
debugPrint(Character("é"), Unicode.Scalar(0x1F600)!, s.dropFirst(4).prefix(4))
print(s.unicodeScalars.first!, s.unicodeScalars.first!.value, s.utf16.count, s.utf8.count, s.count)
debugPrint(["a\nb", "c\u{7}"], [Character("\u{0}")])
print(String(reflecting: "\r\n"), String(reflecting: Character("\r\n")))
let flag = "🇹🇷"
print(flag.unicodeScalars.map { String($0.value, radix: 16) }, Array(flag.utf8).count)
debugPrint("\u{200B}", "\u{FEFF}x", "\u{1F}", "\u{7F}")
print("e\u{301}".count, "e\u{301}" == "é", "🇹🇷🇦🇿".count, "🇹🇷🇦🇿".reversed().map(String.init))
