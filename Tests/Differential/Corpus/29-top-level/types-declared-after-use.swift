// Code at the top uses types, functions and extensions that are declared further down the file.
let garage = Garage()
garage.park(Car(plate: "34 ABC 12"))
garage.park(Car(plate: "10-AA-100"))
print(garage.summary)
print(Car(plate: "x").isValid, Car(plate: "06 TR 06").isValid)
final class Garage {
    private(set) var cars: [Car] = []
    func park(_ car: Car) { cars.append(car); print("parked \(car.plate)") }
    var summary: String { "\(cars.count) cars: \(cars.map(\.plate).joined(separator: ", "))" }
}
struct Car { let plate: String }
extension Car { var isValid: Bool { plate.count >= 8 } }
