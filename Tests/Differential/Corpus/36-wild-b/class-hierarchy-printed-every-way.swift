// Classes with a superclass printed with print, debugPrint, dump, describing and type(of:).
class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}
class Car: Vehicle {
    var brand: String
    init(brand: String) { self.brand = brand; super.init(wheels: 4) }
}
final class RaceCar: Car, CustomStringConvertible {
    var topSpeed = 330
    var description: String { "RaceCar(\(brand), \(topSpeed) km/h)" }
}

let garage: [Vehicle] = [Vehicle(wheels: 2), Car(brand: "Volvo"), RaceCar(brand: "McLaren")]
for v in garage {
    print(v, "|", type(of: v), "|", String(reflecting: type(of: v)))
}
debugPrint(garage[1])
dump(garage[2])
let mirror = Mirror(reflecting: garage[2])
print(mirror.children.map { $0.label! }, mirror.superclassMirror?.children.map { $0.label! } ?? [])
print(mirror.superclassMirror?.superclassMirror?.subjectType as Any)
