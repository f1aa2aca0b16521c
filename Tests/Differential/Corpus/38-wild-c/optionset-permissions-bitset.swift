// OptionSet permissions like a Unix chmod tutorial: static members, set algebra, rawValue octal strings.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: UInt16
    static let execute = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let read = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .execute]
    var description: String {
        (contains(.read) ? "r" : "-") + (contains(.write) ? "w" : "-") + (contains(.execute) ? "x" : "-")
    }
}
struct Mode: CustomStringConvertible {
    var owner: Permissions, group: Permissions, other: Permissions
    init(octal: String) {
        let digits = octal.compactMap { $0.wholeNumberValue }.map { Permissions(rawValue: UInt16($0)) }
        (owner, group, other) = (digits[0], digits[1], digits[2])
    }
    var octal: String { [owner, group, other].map { String($0.rawValue, radix: 8) }.joined() }
    var description: String { "\(owner)\(group)\(other)" }
}
var mode = Mode(octal: "754")
print(mode, mode.octal)
mode.group.insert(.write); mode.other.subtract(.read); mode.owner.formSymmetricDifference(.execute)
print(mode, mode.octal)
print(Permissions.all, Permissions.all.subtracting(.write), Permissions().isEmpty, Permissions.all.rawValue)
print([Permissions.read, .write].contains(.write), Permissions.read.union(.execute), Permissions.all.intersection([.read, .execute]))
for m in ["644", "777", "000", "600"] { print(m, Mode(octal: m)) }
