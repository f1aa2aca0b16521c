// main.swift — an any existential of an Equatable protocol cannot be compared with ==
protocol Vehicle: Equatable {
    var wheels: Int { get }
}

struct Bike: Vehicle { let wheels = 2 }
struct Car: Vehicle { let wheels = 4 }

let garage: [any Vehicle] = [Bike(), Car()]
print(garage[0] == garage[1])
