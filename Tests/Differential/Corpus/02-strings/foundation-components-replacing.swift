// Foundation string helpers on Turkish text: components, replacingOccurrences, trimming and case folding.
import Foundation

let csv = "ad;soyad;şehir\nAyşe;Yılmaz;İzmir\nÇağrı;Öztürk;Muğla\n"
let rows = csv.components(separatedBy: "\n").filter { !$0.isEmpty }
let header = rows[0].components(separatedBy: ";")
for row in rows.dropFirst() {
    let fields = row.components(separatedBy: ";")
    print(zip(header, fields).map { "\($0)=\($1)" }.joined(separator: " "))
}
let slug = "Çok Güzel Bir Gün!"
    .lowercased()
    .replacingOccurrences(of: " ", with: "-")
    .replacingOccurrences(of: "!", with: "")
print(slug)
let ascii = slug.applyingTransform(.stripDiacritics, reverse: false) ?? slug
print(ascii.replacingOccurrences(of: "ı", with: "i"))
print("  \t merhaba dünya \n".trimmingCharacters(in: .whitespacesAndNewlines))
print("a, b,,c , d".components(separatedBy: CharacterSet(charactersIn: ", ")).filter { !$0.isEmpty })
print("İstanbul".range(of: "stan") != nil, "ŞEKER".caseInsensitiveCompare("şeker") == .orderedSame)
print("Kadıköy".hasPrefix("Kad"), "Kadıköy".contains("köy"), "kaDIKöy".capitalized)
print("x".padding(toLength: 5, withPad: "-", startingAt: 0) + "|")
print(String(format: "%@ has %d letters", "Ərzurum", "Ərzurum".count))
