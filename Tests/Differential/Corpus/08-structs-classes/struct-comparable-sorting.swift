// A struct conforming to Comparable and Hashable used with sort, min, Set and Dictionary keys.
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0)! }
        (major, minor, patch) = (parts[0], parts[1], parts[2])
    }
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch) }
    var description: String { "\(major).\(minor).\(patch)" }
}
let versions = ["1.10.0", "1.2.3", "1.2.10", "0.9.9", "1.2.3"].map(Version.init)
print(versions.sorted())
print(versions.max()!, versions.min()!)
print(Set(versions).count)
let notes = [Version("1.2.3"): "bugfix", Version("1.10.0"): "feature"]
for key in notes.keys.sorted() { print(key, notes[key]!) }
