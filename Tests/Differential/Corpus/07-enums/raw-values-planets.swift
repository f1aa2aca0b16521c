// Raw values: implicit Int and String raw values, init?(rawValue:) and failures.
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}
enum CompassPoint: String { case north, south, east, west }
enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
}
print(Planet.earth.rawValue, CompassPoint.west.rawValue)
let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    print(somePlanet)
} else {
    print("There isn't a planet at position \(positionToFind)")
}
print(Planet(rawValue: 7) as Any)
print(CompassPoint(rawValue: "east") == .east, CompassPoint(rawValue: "up") as Any)
print(ASCIIControlCharacter.tab.rawValue == "\t")
print("\(Planet.mars) is number \(Planet.mars.rawValue)")
