// Base class and subclasses overriding a computed property and a method, calling super.
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) miles per hour" }
    func makeNoise() { print("(silence)") }
}
class Bicycle: Vehicle { var hasBasket = false }
class Tandem: Bicycle { var currentNumberOfPassengers = 0 }
class Train: Vehicle { override func makeNoise() { print("Choo Choo") } }
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
class AutomaticCar: Car {
    override var currentSpeed: Double { didSet { gear = Int(currentSpeed / 10.0) + 1 } }
}
let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")
let tandem = Tandem()
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")
Train().makeNoise()
Vehicle().makeNoise()
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
