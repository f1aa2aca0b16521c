// Custom bitwise-style operators on an OptionSet, plus overflow operators on fixed-width ints.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .execute]
    var description: String {
        [(Permissions.read, "r"), (.write, "w"), (.execute, "x")].map { contains($0.0) ? $0.1 : "-" }.joined()
    }
    static func | (l: Permissions, r: Permissions) -> Permissions { l.union(r) }
}
var p: Permissions = [.read]
print(p)
p.insert(.write)
print(p, p.contains(.execute))
print(Permissions.all, Permissions.all.subtracting(.write), Permissions.read | .execute)
let big: UInt8 = 250
print(big &+ 10, big &* 2, Int8.min &- 1)
