// ANSI escapes, emoji, combining characters, right-to-left text and Turkish case mapping.
import Foundation
print("\u{1B}[31mred\u{1B}[0m plain")
print("👨‍👩‍👧‍👦 family", "👨‍👩‍👧‍👦".count, "👨‍👩‍👧‍👦".unicodeScalars.count)
let cafe1 = "caf\u{E9}", cafe2 = "cafe\u{301}"
print(cafe1, cafe2, cafe1 == cafe2, cafe2.utf8.count)
print("שלום עולם", "مرحبا", "\u{202E}reversed\u{202C}")
print("istanbul".uppercased(), "İSTANBUL".lowercased(), "ı".uppercased())
print("istanbul".uppercased(with: Locale(identifier: "tr_TR")), "IRMAK".lowercased(with: Locale(identifier: "tr_TR")))
print("straße".uppercased(), "ǅ".lowercased(), "ﬁ".uppercased())
print("\u{0}".count, "zero-width:\u{200B}|")
