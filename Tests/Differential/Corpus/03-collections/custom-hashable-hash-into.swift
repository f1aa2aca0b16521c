// A custom hash(into:) and == that ignore case; Set and Dictionary use them, output sorted.
struct Username: Hashable, CustomStringConvertible {
    let raw: String
    static func == (a: Username, b: Username) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(raw.lowercased()) }
    var description: String { raw }
}
let signups = ["Aylin", "aylin", "Deniz", "DENIZ", "Can"].map(Username.init)
let unique = Set(signups)
print(unique.count, unique.map(\.raw).map { $0.lowercased() }.sorted())
var visits: [Username: Int] = [:]
for u in signups { visits[u, default: 0] += 1 }
for (user, n) in visits.sorted(by: { $0.key.raw.lowercased() < $1.key.raw.lowercased() }) { print(user.raw.lowercased(), n) }
print(Username(raw: "X") == Username(raw: "x"))
