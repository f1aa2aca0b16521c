// Methods only in a protocol extension dispatch statically; requirements dispatch dynamically.
protocol Animal { func sound() -> String }
extension Animal {
    func sound() -> String { "..." }
    func intro() -> String { "generic animal" }
}
struct Cat: Animal {
    func sound() -> String { "meow" }
    func intro() -> String { "a cat" }
}
let cat = Cat()
let someAnimal: any Animal = cat
print(cat.sound(), cat.intro())
print(someAnimal.sound(), someAnimal.intro())
func describe<T: Animal>(_ a: T) -> String { "\(a.intro()) says \(a.sound())" }
print(describe(cat))
