// Exercism "Robot Simulator": an enum with turning methods, a struct robot, instructions parsed from a string.
enum Bearing: CaseIterable { case north, east, south, west }

extension Bearing {
    var right: Bearing { Bearing.allCases[(Bearing.allCases.firstIndex(of: self)! + 1) % 4] }
    var left: Bearing { Bearing.allCases[(Bearing.allCases.firstIndex(of: self)! + 3) % 4] }
}

struct SimulatedRobot {
    var bearing: Bearing = .north
    var coordinates = (x: 0, y: 0)

    mutating func advance() {
        switch bearing {
        case .north: coordinates.y += 1
        case .south: coordinates.y -= 1
        case .east: coordinates.x += 1
        case .west: coordinates.x -= 1
        }
    }
    mutating func evaluate(_ instructions: String) {
        for letter in instructions {
            switch letter {
            case "R": bearing = bearing.right
            case "L": bearing = bearing.left
            case "A": advance()
            default: print("ignoring \(letter)")
            }
        }
    }
}

var robot = SimulatedRobot(bearing: .east, coordinates: (7, 3))
robot.evaluate("RRAAAAALA")
print(robot.bearing, robot.coordinates)
var another = SimulatedRobot()
another.evaluate("LAAARALAX")
print(another.bearing, another.coordinates, another.coordinates.x)
dump(another)
