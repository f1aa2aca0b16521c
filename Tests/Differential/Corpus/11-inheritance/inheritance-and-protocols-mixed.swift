// A class hierarchy where the base conforms to a protocol and subclasses inherit the conformance.
protocol Named { var name: String { get } }
class Employee: Named {
    let name: String
    var salary: Int
    init(name: String, salary: Int) { self.name = name; self.salary = salary }
    func raise() { salary += salary / 10 }
}
class Manager: Employee {
    var reports: [Employee] = []
    override func raise() { super.raise(); salary += 100 }
}
let dev = Employee(name: "Gökhan", salary: 1000)
let boss = Manager(name: "Səbinə", salary: 2000)
boss.reports.append(dev)
let everyone: [Named] = [dev, boss]
print(everyone.map(\.name))
[dev, boss].forEach { $0.raise() }
print(dev.salary, boss.salary, boss.reports.count)
print(everyone[1] is Manager, everyone[1] is Employee, (everyone[0] as? Manager) == nil)
