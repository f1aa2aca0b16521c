// String(describing:) and String(reflecting:) for block types, nested, generic and protocol metatypes
protocol Animal {}
struct Dog: Animal { struct Collar {} }
class Base {}
final class Derived: Base {}
enum Wrapper<T> { case some(T) }
let types: [Any.Type] = [Dog.self, Dog.Collar.self, Base.self, Derived.self, Wrapper<Dog>.self, [Dog].self, Dog?.self, (Dog, Int).self, ((Dog) -> Base).self]
for t in types { print(String(describing: t), "|", String(reflecting: t)) }
print((any Animal).self, (any Animal.Type).self)
print(Animal.self)
let b: Base = Derived()
print(type(of: b), type(of: b) == Derived.self, b is Derived)
print("\(Dog.self) and \(Wrapper<Int>.self)")
print(Derived.self as Base.Type)
