// key paths to properties of block types, printed, applied and mirrored
struct Address { var city: String; var zip: String }
struct Person { var name: String; var age: Int; var address: Address }
let kp = \Person.name
let deep = \Person.address.city
var p = Person(name: "Ayşe", age: 31, address: Address(city: "İzmir", zip: "35000"))
print(p[keyPath: kp], p[keyPath: deep])
p[keyPath: \.age] += 1
print(p.age)
print(kp)
print(deep)
print(type(of: deep))
let m = Mirror(reflecting: p)
for child in m.children { print(child.label ?? "?", type(of: child.value)) }
print(m.displayStyle.map { "\($0)" } ?? "none")
let people = [p, Person(name: "Can", age: 25, address: Address(city: "Bakı", zip: "1000"))]
print(people.map(\.address.city))
print(people.sorted { $0[keyPath: \.age] < $1[keyPath: \.age] }.map(\.name))
