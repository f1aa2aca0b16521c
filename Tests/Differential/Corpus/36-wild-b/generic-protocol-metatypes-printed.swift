// Protocol metatypes, existential metatypes and generic functions printing T.self.
protocol Animal { static var sound: String { get } }
struct Dog: Animal { static let sound = "woof" }
struct Cow: Animal { static let sound = "moo" }
protocol Trick {}
extension Dog: Trick {}

func speak<T: Animal>(_ type: T.Type) -> String { "\(T.self) says \(T.sound)" }
let kinds: [Animal.Type] = [Dog.self, Cow.self]
for k in kinds { print(k, k.sound, k is Trick.Type) }
print(speak(Dog.self), "|", speak(Cow.self))
print(Animal.self, (any Animal).self, type(of: Animal.self))
print((any Animal & Trick).self)
print(String(reflecting: Animal.self), String(reflecting: (any Animal).Type.self))
let boxed: Any = Dog()
print(boxed is Animal, (boxed as? Trick) != nil, type(of: boxed))
