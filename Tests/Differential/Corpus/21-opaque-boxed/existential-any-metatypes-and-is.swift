// Checking and opening existentials: any P values cast back to concrete types and passed to generics.
protocol Animal { var name: String { get } }
struct Dog: Animal { let name: String; func fetch() -> String { "\(name) fetches" } }
struct Fish: Animal { let name: String }
let zoo: [any Animal] = [Dog(name: "Karabaş"), Fish(name: "Nemo")]
for animal in zoo {
    if let dog = animal as? Dog { print(dog.fetch()) } else { print("\(animal.name) swims") }
}
func greet<A: Animal>(_ a: A) -> String { "hello \(a.name) the \(A.self)" }
for animal in zoo { print(greet(animal)) }
let kinds = zoo.map { String(describing: type(of: $0)) }
print(kinds)
