// main.swift — a { get set } requirement cannot be met by a let property
protocol Named {
    var name: String { get set }
}

struct Pet: Named {
    let name: String
}

var pet = Pet(name: "Rex")
print(pet.name)
