// Kodeco book style structs chapter: pizza delivery range, Location and DeliveryArea, contains(_:), overlaps.
import Foundation

struct Location { let x: Double; let y: Double }

struct DeliveryArea: CustomStringConvertible {
    let center: Location
    var radius: Double
    var description: String { "Area with center: (x: \(center.x), y: \(center.y)), radius: \(radius)" }

    func contains(_ location: Location) -> Bool {
        let distanceFromCenter = distance(from: center, to: location)
        return distanceFromCenter < radius
    }
    func overlaps(with area: DeliveryArea) -> Bool {
        distance(from: center, to: area.center) <= radius + area.radius
    }
}

func distance(from source: Location, to target: Location) -> Double {
    let distanceX = source.x - target.x
    let distanceY = source.y - target.y
    return sqrt(distanceX * distanceX + distanceY * distanceY)
}

let storeLocation = Location(x: 3, y: 3)
var storeArea = DeliveryArea(center: storeLocation, radius: 2.5)
let customerLocation1 = Location(x: 5, y: 5)
let customerLocation2 = Location(x: 2, y: 4)
print(storeArea)
print(storeArea.contains(customerLocation1), storeArea.contains(customerLocation2))
storeArea.radius = 4
print(storeArea.contains(customerLocation1))
let otherArea = DeliveryArea(center: Location(x: 9, y: 7), radius: 2)
print(storeArea.overlaps(with: otherArea), String(format: "%.3f", distance(from: storeLocation, to: otherArea.center)))
var areas = [storeArea, otherArea]
areas[1].radius += 1
print(areas.map(\.radius), storeArea.radius)
