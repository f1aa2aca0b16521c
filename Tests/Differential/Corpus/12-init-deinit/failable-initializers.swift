// Failable initialisers on structs, enums and classes, including init? delegating to init?.
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
let someCreature = Animal(species: "Giraffe")
if let giraffe = someCreature { print("An animal was initialized with a species of \(giraffe.species)") }
let anonymousCreature = Animal(species: "")
if anonymousCreature == nil { print("The anonymous creature couldn't be initialized") }
enum TemperatureUnit {
    case kelvin, celsius, fahrenheit
    init?(symbol: Character) {
        switch symbol {
        case "K": self = .kelvin
        case "C": self = .celsius
        case "F": self = .fahrenheit
        default: return nil
        }
    }
}
print(TemperatureUnit(symbol: "F") as Any, TemperatureUnit(symbol: "X") as Any)
class Product {
    let name: String
    init?(name: String) { if name.isEmpty { return nil }; self.name = name }
}
class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
for (n, q) in [("sock", 2), ("shirt", 0), ("", 1)] {
    if let item = CartItem(name: n, quantity: q) { print("Item: \(item.name), quantity: \(item.quantity)") }
    else { print("Unable to initialize \"\(n)\" x\(q)") }
}
