// Classes print their qualified type name by default; subclasses, generic classes and optionals too.
class Animal {}
class Dog: Animal { var name = "Karabaş" }
final class Cage<T> { var animal: T; init(_ a: T) { animal = a } }
print(Animal())
print(Dog())
let optionalDog: Dog? = Dog()
print(optionalDog as Any)
print([Dog(), Dog()])
print(Cage(Dog()))
debugPrint(Dog())
print("\(Dog())")
let any: Any = Dog()
print(any)
print(type(of: any))
