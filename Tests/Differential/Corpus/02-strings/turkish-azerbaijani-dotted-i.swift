// Turkish and Azerbaijani letters: dotted/dotless i, ə, counts and unicode scalars
let words = ["İstanbul", "ılık", "Əli", "şəhər", "Iğdır", "ağac"]
for w in words {
    print(w, w.count, w.unicodeScalars.count, w.utf8.count, w.lowercased(), w.uppercased())
}
print(words.sorted())
print("İ".lowercased().unicodeScalars.map { String($0.value, radix: 16) })
print("ı".uppercased(), "i".uppercased(), "ə".uppercased())
let letters: Set<Character> = ["ç", "ğ", "ı", "ö", "ş", "ü", "ə"]
print(letters.sorted())
print("şəhər".filter { letters.contains($0) })
print("Ağac".hasPrefix("Ağ"), "Əli" == "Əli", "ə".unicodeScalars.first!.properties.name ?? "")
