// LosslessStringConvertible types round-tripped and printed in many ways.
struct Version: LosslessStringConvertible, Comparable {
    var major: Int, minor: Int
    init(major: Int, minor: Int) { self.major = major; self.minor = minor }
    init?(_ description: String) {
        let parts = description.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        major = parts[0]; minor = parts[1]
    }
    var description: String { "\(major).\(minor)" }
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
}
func parse<T: LosslessStringConvertible>(_ s: String, as: T.Type) -> T? { T(s) }
let versions = ["1.2", "0.9", "bad", "10.0"].compactMap(Version.init)
print(versions, versions.sorted())
debugPrint(versions.max()!)
print(parse("3.4", as: Version.self) as Any)
print(parse("x", as: Version.self) as Any)
print(String(describing: Version.self), String(reflecting: Version?.self))
dump(versions.first!)
