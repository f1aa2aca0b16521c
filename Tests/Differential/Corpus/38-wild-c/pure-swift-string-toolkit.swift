// "Swift without Foundation" chapter: hand-written String helpers named like the Foundation ones they replace.
extension String {
    func components(separatedBy separator: Character) -> [String] {
        var parts: [String] = [], current = ""
        for ch in self {
            if ch == separator { parts.append(current); current = "" } else { current.append(ch) }
        }
        return parts + [current]
    }
    func padding(toLength length: Int, withPad pad: Character = " ") -> String {
        count >= length ? String(prefix(length)) : self + String(repeating: pad, count: length - count)
    }
    var capitalized: String { prefix(1).uppercased() + dropFirst().lowercased() }
}
let csv = "name,age,,city"
let fields = csv.components(separatedBy: ",")
print(fields, fields.count)
for field in fields { print("|" + field.padding(toLength: 6) + "|") }
print(["hELLO", "wORLD"].map(\.capitalized))
