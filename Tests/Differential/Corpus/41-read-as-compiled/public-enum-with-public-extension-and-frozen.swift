// A @frozen public enum, a public extension with a public computed property, and a public global
@frozen public enum Direction: String, CaseIterable {
    case north, east, south, west
}

public extension Direction {
    var opposite: Direction {
        Direction.allCases[(Direction.allCases.firstIndex(of: self)! + 2) % 4]
    }
}

public var turns = 0

public func turnAround(_ direction: Direction) -> Direction {
    turns += 1
    return direction.opposite
}

for direction in Direction.allCases {
    print(direction.rawValue, "->", turnAround(direction).rawValue)
}
print("turns:", turns)
