// dump of class hierarchies (super: lines), optionals of classes, and weak references.
class Vehicle { var wheels = 4; weak var owner: Person? }
class Bike: Vehicle { var gears = 21; override init() { super.init(); wheels = 2 } }
class Person { let name: String; var ride: Vehicle?; init(name: String) { self.name = name } }
let p = Person(name: "Ana")
let bike = Bike()
p.ride = bike
bike.owner = p
dump(bike)
dump(p, maxDepth: 2)
let maybe: Vehicle? = Bike()
dump(maybe)
dump([bike as Vehicle, Vehicle()], name: "fleet", maxDepth: 1)
print(bike.owner?.name ?? "-", type(of: p.ride!), p.ride is Bike)
