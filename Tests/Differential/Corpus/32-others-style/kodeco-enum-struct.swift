// Kodeco style: structs, enums with raw values, mutating methods, and printing with descriptions.
enum Month: Int, CaseIterable { case january = 1, february, march, april, may, june, july, august, september, october, november, december
    var semester: String {
        switch self {
        case .august, .september, .october, .november, .december: return "Autumn"
        case .january, .february, .march, .april, .may: return "Spring"
        case .june, .july: return "Summer"
        }
    }
}
struct Location { let x: Int; let y: Int }
struct DeliveryArea: CustomStringConvertible {
    let center: Location
    var radius: Double
    var description: String { "Area with center: (x: \(center.x), y: \(center.y)), radius: \(radius)" }
    func contains(_ l: Location) -> Bool {
        let dx = Double(center.x - l.x), dy = Double(center.y - l.y)
        return (dx * dx + dy * dy) <= radius * radius
    }
    mutating func grow(by f: Double) { radius *= f }
}
var area = DeliveryArea(center: Location(x: 3, y: 3), radius: 2.5)
print(area, area.contains(Location(x: 5, y: 5)))
area.grow(by: 2)
print(area, area.contains(Location(x: 5, y: 5)))
print(Month.allCases.filter { $0.semester == "Summer" }, Month(rawValue: 13) as Any, Month.march.rawValue)
debugPrint(Month.may, area.center)
print(Month.allCases.count, Month.december)
