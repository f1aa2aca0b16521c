// a global operator function for a type declared later, next to a type with static ==
func == (lhs: Temperature, rhs: Temperature) -> Bool { abs(lhs.celsius - rhs.celsius) < 0.5 }
func + (lhs: Temperature, rhs: Temperature) -> Temperature { Temperature(celsius: lhs.celsius + rhs.celsius) }
prefix func - (t: Temperature) -> Temperature { Temperature(celsius: -t.celsius) }
let a = Temperature(celsius: 20.0), b = Temperature(celsius: 20.3)
print(a == b, a == Temperature(celsius: 25))
print((a + b).celsius, (-a).celsius)
struct Temperature { var celsius: Double }
struct Version: Equatable, Comparable {
    let major: Int, minor: Int
    static func == (l: Version, r: Version) -> Bool { l.major == r.major }
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
}
let v = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]
print(v.sorted().map { "\($0.major).\($0.minor)" })
print(Version(major: 1, minor: 1) == Version(major: 1, minor: 5), v.contains(Version(major: 1, minor: 0)))
print(v.max()!.minor)
