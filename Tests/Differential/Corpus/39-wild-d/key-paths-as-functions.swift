// Key-path expressions used as functions, \.self, nested and optional-chained key paths
struct Person { var name: String; var age: Int; var pet: Pet? }
struct Pet { var species: String }
let people = [Person(name: "Zoe", age: 31, pet: Pet(species: "cat")),
              Person(name: "Al", age: 25, pet: nil),
              Person(name: "Mo", age: 40, pet: Pet(species: "dog"))]
print(people.map(\.name))
print(people.compactMap(\.pet?.species))
print(people.map(\.age).filter { $0 > 30 })
print([3, 1, 2].map(\.self).sorted())
let agePath: KeyPath<Person, Int> = \.age
print(people.map { $0[keyPath: agePath] }.reduce(0, +))
var copy = people[0]
copy[keyPath: \Person.name] = "Zed"
print(copy.name, people.sorted { $0[keyPath: \.age] < $1[keyPath: \.age] }.map(\.name))
