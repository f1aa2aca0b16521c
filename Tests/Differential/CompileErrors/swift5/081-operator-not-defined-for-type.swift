// main.swift — adding two structs needs a + operator for that type
struct Money {
    var cents: Int
}

let lunch = Money(cents: 1250)
let coffee = Money(cents: 380)
let bill = lunch + coffee
print(bill.cents)
