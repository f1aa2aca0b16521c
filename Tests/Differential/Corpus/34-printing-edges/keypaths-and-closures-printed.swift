// Key paths, functions and closures printed; key path type names.
struct Person { var name: String; var address: Address }
struct Address { var city: String }
let kp = \Person.name
print(kp)
print(\Person.address.city)
debugPrint(\Person.address)
print(type(of: kp))
print(String(reflecting: type(of: \Person.address.city)))
let kps: [PartialKeyPath<Person>] = [\Person.name, \Person.address]
print(kps)
func greet(_ p: Person) -> String { "hi \(p.name)" }
print(greet)
print(type(of: greet))
let closure = { (x: Int) in x + 1 }
print(closure, type(of: closure))
let p = Person(name: "Lin", address: Address(city: "Baku"))
print(p[keyPath: \.address.city])
