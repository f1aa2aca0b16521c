// dump of objects that reference each other: the repeated instance is shown once.
final class Employee {
    let name: String
    var manager: Employee?
    var reports: [Employee] = []
    init(name: String) { self.name = name }
}
let lead = Employee(name: "Leyla")
let dev = Employee(name: "Murat")
lead.reports.append(dev)
dev.manager = lead
dump(lead)
print("---")
dump(dev, maxDepth: 2)
dev.manager = nil
