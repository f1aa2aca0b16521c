// Key path expressions used as functions in map, filter, sorted and min(by:).
struct Employee { let name: String; let department: String; let salary: Int; let active: Bool }
let staff = [
    Employee(name: "Emre", department: "iOS", salary: 120, active: true),
    Employee(name: "Gülər", department: "Backend", salary: 140, active: false),
    Employee(name: "Arzu", department: "iOS", salary: 110, active: true),
]
print(staff.map(\.name))
print(staff.filter(\.active).map(\.name))
func sorted<T, V: Comparable>(_ items: [T], by kp: KeyPath<T, V>) -> [T] { items.sorted { $0[keyPath: kp] < $1[keyPath: kp] } }
print(sorted(staff, by: \.salary).map(\.name))
print(sorted(staff, by: \.name).map(\.department))
print(staff.map(\.name.count), staff.map(\.salary).reduce(0, +))
