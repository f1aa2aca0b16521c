// Transforming strings: map over characters, replacing, lowercased keys and word counts.
let title = "Swift Programming Language"
print(title.lowercased(), title.uppercased(), separator: "\n")
let initials = title.split(separator: " ").compactMap(\.first)
print(String(initials))
let slug = title.lowercased().map { $0 == " " ? "-" : $0 }
print(String(slug))
var text = "one two three two one"
var counts: [String: Int] = [:]
for word in text.split(separator: " ") { counts[String(word), default: 0] += 1 }
for (word, count) in counts.sorted(by: { $0.key < $1.key }) { print(word, count) }
text = text.replacingOccurrences_("two", "2")
print(text)
extension String {
    func replacingOccurrences_(_ target: String, _ replacement: String) -> String {
        split(separator: " ").map { $0 == target ? replacement : String($0) }.joined(separator: " ")
    }
}
print("ünlü".uppercased(), "STRASSE".lowercased(), "ß".uppercased())
