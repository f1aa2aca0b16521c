// main.swift — redefining a superclass method requires the override keyword
class Animal {
    func sound() -> String { "..." }
}

class Dog: Animal {
    func sound() -> String { "Woof" }
}

print(Dog().sound())
