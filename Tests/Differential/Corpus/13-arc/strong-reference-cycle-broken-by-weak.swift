// A Person/Apartment cycle broken by a weak reference: both deinit when released.
class Person {
    let name: String
    init(name: String) { self.name = name }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print(unit4A?.tenant?.name ?? "nobody")
john = nil
print("tenant now:", unit4A?.tenant?.name ?? "nobody")
unit4A = nil
print("done")
