// Boxed protocol types (any P) in a heterogeneous array versus some P for a single concrete type.
protocol Vehicle { var name: String { get }; func wheels() -> Int }
struct Bike: Vehicle { let name = "bike"; func wheels() -> Int { 2 } }
struct Car: Vehicle { let name = "car"; func wheels() -> Int { 4 } }
struct Truck: Vehicle { let name = "truck"; func wheels() -> Int { 18 } }
let garage: [any Vehicle] = [Bike(), Car(), Truck(), Car()]
print(garage.map(\.name))
print(garage.reduce(0) { $0 + $1.wheels() })
func favourite() -> some Vehicle { Car() }
let fav = favourite()
print(fav.name, fav.wheels())
func count(_ vehicles: [some Vehicle]) -> Int { vehicles.count }
print(count([Bike(), Bike()]))
func describe(_ v: any Vehicle) -> String { "\(v.name) with \(v.wheels()) wheels" }
print(garage.map(describe))
