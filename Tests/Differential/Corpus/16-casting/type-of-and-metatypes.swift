// type(of:), metatypes, .self, and comparing types at runtime.
class Animal { required init() {} ; func name() -> String { "animal" } }
class Dog: Animal { override func name() -> String { "dog" } }
let pet: Animal = Dog()
print(type(of: pet), type(of: pet) == Dog.self, type(of: pet) == Animal.self)
let metatype: Animal.Type = type(of: pet)
print(metatype.init().name())
print(Int.self, String.self, [Int].self, Int?.self, (Int, String).self)
print(type(of: 3), type(of: "s"), type(of: [1: "a"]), type(of: 1...2))
func makeArray<T>(of type: T.Type, count: Int, value: T) -> [T] { Array(repeating: value, count: count) }
print(makeArray(of: String.self, count: 2, value: "x"))
print(String(describing: Dog.self), String(reflecting: Dog.self))
