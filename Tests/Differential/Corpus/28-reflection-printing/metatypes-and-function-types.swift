// Printing metatypes, function types, tuple types and optional types with print, debugPrint and String(reflecting:).
struct Coordinate { var lat = 0.0, lon = 0.0 }
enum Direction { case north, south }
let transform: (Int) -> String = { "#\($0)" }
let pair = (Coordinate(), Direction.north)
print(type(of: transform))
print(type(of: pair))
print(Coordinate.self, Coordinate.Type.self, type(of: Coordinate.self))
debugPrint(Coordinate.self)
debugPrint(type(of: pair))
print(String(reflecting: Direction?.self))
print(String(reflecting: [String: Coordinate].self))
print(String(reflecting: ((Coordinate) throws -> Direction).self))
print(transform)
let shout: (String) -> String = { $0.uppercased() }
print(String(describing: transform), String(reflecting: shout), shout("ok"))
