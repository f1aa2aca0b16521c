// Turkish and Azerbaijani letters through uppercased, lowercased, capitalized and locale-aware casing.
import Foundation
let words = ["istanbul", "IĞDIR", "şəki", "ılgın", "İzmir", "gəncə"]
for word in words {
    print(word, word.uppercased(), word.lowercased(), word.capitalized)
}
let tr = Locale(identifier: "tr_TR")
print("istanbul".uppercased(with: tr), "IŞIK".lowercased(with: tr))
print("İ".lowercased().unicodeScalars.count, "ı".uppercased(), "ə".uppercased())
print("ŞƏHƏR".count, "ŞƏHƏR".utf8.count, "ŞƏHƏR".unicodeScalars.map { String($0.value, radix: 16) })
print("çiğ köfte".localizedCapitalized, "Ağaç" < "Ağac", "a".compare("B", options: .caseInsensitive).rawValue)
