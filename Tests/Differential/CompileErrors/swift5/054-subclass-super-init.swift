// main.swift — a subclass must initialise its own properties before calling super.init
class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}

class Truck: Vehicle {
    var payload: Double

    init(payload: Double) {
        super.init(wheels: 6)
        self.payload = payload
    }
}

print(Truck(payload: 3.5).wheels)
