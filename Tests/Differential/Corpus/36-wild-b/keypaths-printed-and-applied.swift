// Key paths of program types printed with print/debugPrint and applied to sort and map.
struct Employee { var name: String; var team: Team; var salary: Int }
struct Team { var name: String; var floor: Int }

let people = [Employee(name: "Zoe", team: Team(name: "iOS", floor: 3), salary: 120),
              Employee(name: "Ali", team: Team(name: "Web", floor: 2), salary: 110)]
let byFloor: KeyPath<Employee, Int> = \Employee.team.floor
print(byFloor)
debugPrint(\Employee.name)
print(\Team.name, type(of: \Team.floor))
print(people.sorted { $0[keyPath: byFloor] < $1[keyPath: byFloor] }.map(\.name))
let writable: WritableKeyPath<Employee, Int> = \.salary
var zoe = people[0]
zoe[keyPath: writable] += 5
print(zoe.salary, writable)
