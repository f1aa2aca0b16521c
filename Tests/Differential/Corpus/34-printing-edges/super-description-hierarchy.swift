// A class hierarchy where subclasses extend super.description and debugDescription.
class Animal: CustomStringConvertible, CustomDebugStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "\(type(of: self))(\(name))" }
    var debugDescription: String { "<\(String(reflecting: type(of: self))) \(name)>" }
}
class Dog: Animal {
    override var description: String { super.description + " woof" }
}
final class Puppy: Dog {
    override var debugDescription: String { "puppy " + super.debugDescription }
}
let pets: [Animal] = [Animal(name: "generic"), Dog(name: "Rex"), Puppy(name: "Bit")]
for p in pets { print(p); debugPrint(p) }
print(pets)
print(String(describing: pets[2]), String(reflecting: pets[2]))
dump(pets[1])
