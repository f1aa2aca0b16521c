// Existential boxes printed: any P values, some-returning functions, protocol compositions and class-bound protocols.
protocol Animal { var name: String { get } }
protocol Pet: AnyObject, Animal {}
struct Wolf: Animal { let name = "wolf" }
final class Cat: Pet, CustomDebugStringConvertible { let name = "cat"; var debugDescription: String { "Cat()" } }
func makeAnimal() -> some Animal { Wolf() }
let zoo: [any Animal] = [Wolf(), Cat()]
print(zoo)
debugPrint(zoo)
dump(zoo)
let pet: any Pet = Cat()
print(pet, type(of: pet), pet is Cat)
let opaque = makeAnimal()
print(opaque, type(of: opaque))
let composed: any Animal & CustomDebugStringConvertible = Cat()
print(composed, String(reflecting: composed))
let opt: (any Animal)? = Wolf()
print(opt as Any, opt.map { type(of: $0) } as Any)
func describe<T: Animal>(_ a: T) -> String { "\(T.self):\(a.name)" }
print(zoo.map { describe($0) })
