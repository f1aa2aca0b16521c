// Semantic version numbers: Comparable, LosslessStringConvertible, ranges of versions, sorting and max.
struct Version: Comparable, LosslessStringConvertible, Hashable {
    let parts: [Int]
    init?(_ description: String) {
        let p = description.split(separator: ".").map { Int($0) }
        guard !p.isEmpty, p.allSatisfy({ $0 != nil }) else { return nil }
        parts = p.map { $0! }
    }
    var description: String { parts.map(String.init).joined(separator: ".") }
    static func < (a: Version, b: Version) -> Bool {
        for i in 0..<max(a.parts.count, b.parts.count) {
            let x = i < a.parts.count ? a.parts[i] : 0, y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }
    static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    func hash(into h: inout Hasher) { h.combine(parts.reversed().drop { $0 == 0 }.count) }
}
let raw = ["1.10.0", "1.2", "1.2.0", "0.9.12", "2", "1.10", "x.1", "1.9.9"]
let versions = raw.compactMap(Version.init)
print(versions.sorted().map(\.description))
print(versions.max()!, versions.min()!, Version("1.2")! == Version("1.2.0.0")!)
let supported = Version("1.2")!..<Version("1.10")!
print(versions.filter(supported.contains).map(String.init(describing:)))
print(Set(versions).count, Version("3.0.1").map { "\($0)" } ?? "invalid", Version("") as Any)
