// final methods and classes, overriding properties with getters and observers.
class Animal {
    final let kingdom = "Animalia"
    var sound: String { "..." }
    final func speak() -> String { "\(String(describing: type(of: self))) says \(sound)" }
}
final class Dog: Animal { override var sound: String { "Woof" } }
class Cat: Animal {
    var lives = 9 { didSet { print("lives: \(lives)") } }
    override var sound: String { "Meow" }
}
class Lion: Cat {
    override var lives: Int { didSet { print("the lion shrugs") } }
    override var sound: String { super.sound.uppercased() + "R" }
}
print(Dog().speak(), Cat().speak(), Lion().speak())
let lion = Lion()
lion.lives -= 1
print(lion.kingdom)
