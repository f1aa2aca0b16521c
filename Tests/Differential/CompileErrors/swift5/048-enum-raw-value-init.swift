// main.swift — init(rawValue:) is failable, and a raw value must match the raw type
enum Planet: Int {
    case mercury = 1, venus, earth
}

let home: Planet = Planet(rawValue: 3)
let other = Planet(rawValue: "venus")
print(home, other as Any)
