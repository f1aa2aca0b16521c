// main.swift — referring to an enum case that does not exist
enum Direction {
    case north, south, east, west
}

var heading = Direction.north
heading = .up
print(heading)
