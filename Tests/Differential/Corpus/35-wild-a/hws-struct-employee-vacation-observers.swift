// Hacking with Swift structs days: an Employee with computed vacation days, property observers and a mutating func.
struct Employee {
    let name: String
    var vacationAllocated = 14
    var vacationTaken = 0 {
        willSet { print("\(name): vacation taken will change from \(vacationTaken) to \(newValue)") }
        didSet { if vacationTaken > vacationAllocated { print("⚠️ \(name) is over the allowance") } }
    }
    var vacationRemaining: Int {
        get { vacationAllocated - vacationTaken }
        set { vacationAllocated = vacationTaken + newValue }
    }
    mutating func takeVacation(days: Int) {
        if vacationRemaining >= days {
            vacationTaken += days
            print("I'm going on vacation!")
        } else {
            print("Oops! There aren't enough days remaining.")
        }
    }
}

var archer = Employee(name: "Sterling Archer", vacationAllocated: 14)
archer.takeVacation(days: 5)
print(archer.vacationRemaining)
archer.takeVacation(days: 10)
archer.vacationRemaining = 5
print(archer.vacationAllocated)
archer.vacationTaken += 20
let kane = Employee(name: "Lana Kane")
print(kane, kane.vacationRemaining)

struct App {
    var contacts = [String]() {
        willSet { print("Current value is: \(contacts)"); print("New value will be: \(newValue)") }
        didSet { print("There are now \(contacts.count) contacts.") }
    }
}
var app = App()
app.contacts.append("Adrian E")
app.contacts.append("Allen W")
