// main.swift — an opaque some return type must be one concrete type on every path
protocol Animal {
    func speak() -> String
}

struct Dog: Animal { func speak() -> String { "Woof" } }
struct Cat: Animal { func speak() -> String { "Meow" } }

func makeAnimal(barks: Bool) -> some Animal {
    if barks {
        return Dog()
    }
    return Cat()
}

print(makeAnimal(barks: true).speak())
