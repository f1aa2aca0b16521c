// main.swift — weak references apply only to class types
struct Settings {
    var volume = 5
}

class Player {
    weak var settings: Settings?
}

print(Player().settings as Any)
