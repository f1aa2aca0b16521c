// Swift book ARC listings: Person/Apartment with weak tenant, Customer/CreditCard with unowned customer.
class Person {
    let name: String
    init(name: String) { self.name = name }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}

class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}

var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print("tenant after john = nil:", unit4A?.tenant?.name ?? "none")
unit4A = nil

class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}

var customer: Customer? = Customer(name: "Kemal")
customer!.card = CreditCard(number: 1234_5678_9012_3456, customer: customer!)
print(customer!.card!.customer.name)
customer = nil

let survivor = Person(name: "Kept by a global")
survivor.apartment = Apartment(unit: "9Z")
print("end of program")
