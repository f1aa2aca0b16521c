// A type whose conformances come in separate extensions, some with conditions, printed in sets
struct Version { var major: Int; var minor: Int }
extension Version: Equatable {}
extension Version: Hashable {}
extension Version: Comparable {
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
extension Version: CustomStringConvertible { var description: String { "v\(major).\(minor)" } }
extension Version: ExpressibleByStringLiteral {
    init(stringLiteral s: String) {
        let p = s.split(separator: ".").compactMap { Int($0) }
        self.init(major: p[0], minor: p.count > 1 ? p[1] : 0)
    }
}
struct Box<T> { var value: T }
extension Box: Equatable where T: Equatable {}
let versions: Set<Version> = ["1.2", "1.10", "0.9", "1.2"]
print(versions.sorted(), versions.max()!)
print(Box(value: Version(major: 1, minor: 0)) == Box(value: "1.0"))
