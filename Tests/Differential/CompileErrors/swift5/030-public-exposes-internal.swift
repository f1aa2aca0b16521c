// main.swift — a public function cannot use an internal type in its signature
struct Coordinate {
    var x: Double
    var y: Double
}

public func origin() -> Coordinate {
    Coordinate(x: 0, y: 0)
}

print(origin())
