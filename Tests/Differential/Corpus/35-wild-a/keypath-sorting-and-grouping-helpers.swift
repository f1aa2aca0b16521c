// KeyPath-based helpers: sorted(by:) on a key path, grouping, a generic Comparator struct, key paths printed.
struct Employee {
    let name: String
    let department: String
    let salary: Int
    var address: Address
}
struct Address { var city: String }

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func grouped<K: Hashable & Comparable>(by keyPath: KeyPath<Element, K>) -> [(K, [Element])] {
        Dictionary(grouping: self, by: { $0[keyPath: keyPath] }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

let staff = [
    Employee(name: "Rauf", department: "iOS", salary: 90, address: Address(city: "Bakı")),
    Employee(name: "Aysel", department: "Backend", salary: 95, address: Address(city: "Gəncə")),
    Employee(name: "Orxan", department: "iOS", salary: 80, address: Address(city: "Bakı")),
]

print(staff.sorted(by: \.salary).map(\.name))
print(staff.sorted(by: \.name, ascending: false).map(\.name))
for (city, people) in staff.grouped(by: \.address.city) { print(city, people.map(\.name)) }
let cityPath: WritableKeyPath<Employee, String> = \.address.city
var moved = staff[0]
moved[keyPath: cityPath] = "Şəki"
print(moved.address.city)
print(\Employee.address.city, cityPath)
let paths: [PartialKeyPath<Employee>] = [\.name, \.salary]
print(paths.map { staff[1][keyPath: $0] })
