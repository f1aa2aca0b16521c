// Enums with methods, computed properties and a mutating func that changes self.
enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
    var isOn: Bool { self != .off }
}
var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight, ovenLight.isOn)
ovenLight.next()
print(ovenLight, ovenLight.isOn)
enum Direction {
    case up, down, left, right
    var opposite: Direction {
        switch self { case .up: .down; case .down: .up; case .left: .right; case .right: .left }
    }
    static func from(_ c: Character) -> Direction? {
        ["U": .up, "D": .down, "L": .left, "R": .right][c]
    }
}
print("UDLRX".map { Direction.from($0)?.opposite as Any })
