// Sorting Azerbaijani words by their own alphabet (ə after e, ı before i) instead of code points.
let alphabet = Array("abcçdeəfgğhxıijkqlmnoöprsştuüvyz")
let rank = Dictionary(uniqueKeysWithValues: alphabet.enumerated().map { ($1, $0) })

func azLess(_ a: String, _ b: String) -> Bool {
    for (x, y) in zip(a.lowercased(), b.lowercased()) where x != y {
        return (rank[x] ?? 100) < (rank[y] ?? 100)
    }
    return a.count < b.count
}

let words = ["əl", "ev", "ilan", "ılıq", "çay", "cəmi", "şəhər", "su", "xalq", "həyat", "öy", "qala", "kənd"]
print("code points:", words.sorted())
print("alphabet:   ", words.sorted(by: azLess))

let text = "Əli və Ayşə şəhərə getdilər"
print(text.uppercased())
print(text.filter { $0 == "ə" || $0 == "Ə" }.count, "schwas")
print(text.unicodeScalars.filter { $0.value > 127 }.map { String($0.value, radix: 16) })
print(text.utf8.count, text.utf16.count, text.count)
var letterCounts: [Character: Int] = [:]
for ch in text.lowercased() where ch.isLetter { letterCounts[ch, default: 0] += 1 }
let top = letterCounts.sorted { $0.value != $1.value ? $0.value > $1.value : azLess(String($0.key), String($1.key)) }.prefix(4)
print(top.map { "\($0.key)=\($0.value)" })
