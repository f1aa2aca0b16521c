// Hacking with Swift checkpoint 7 style: an Animal class hierarchy with overrides, super calls and type checks.
class Animal {
    let legs: Int
    init(legs: Int) { self.legs = legs }
    func speak() { print("...") }
    var kind: String { String(describing: type(of: self)) }
}

class Dog: Animal {
    init() { super.init(legs: 4) }
    override func speak() { print("Woof, I'm a \(kind) with \(legs) legs") }
}

final class Corgi: Dog {
    override func speak() { print("Yip!"); super.speak() }
}

final class Poodle: Dog {
    override func speak() { print("Bonjour, woof") }
}

class Cat: Animal {
    let isTame: Bool
    init(isTame: Bool) { self.isTame = isTame; super.init(legs: 4) }
    override func speak() { print(isTame ? "Purr" : "Hiss") }
}

final class Persian: Cat {}
final class Lion: Cat { init() { super.init(isTame: false) } }

let zoo: [Animal] = [Corgi(), Poodle(), Persian(isTame: true), Lion(), Animal(legs: 2)]
for animal in zoo {
    print("\(animal.kind):", terminator: " ")
    animal.speak()
}
print(zoo.filter { $0 is Dog }.count, "dogs;", zoo.compactMap { $0 as? Cat }.filter(\.isTame).count, "tame cats")
print(zoo.map { type(of: $0) == Lion.self })
