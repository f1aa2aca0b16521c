// main.swift — a struct held in a let cannot have its var property changed
struct Player {
    var name: String
    var level: Int
}

let hero = Player(name: "Ada", level: 1)
hero.level = 2
print(hero.level)
