// Decimal arithmetic for money, and Measurement unit conversion printed with fixed values.
import Foundation
let price = Decimal(string: "19.99")!
let quantity = Decimal(3)
let total = price * quantity
print(total)
print(Decimal(string: "0.1")! + Decimal(string: "0.2")! == Decimal(string: "0.3")!)
var rounded = Decimal()
var value = Decimal(string: "2.675")!
NSDecimalRound(&rounded, &value, 2, .plain)
print(rounded)
let distance = Measurement(value: 5, unit: UnitLength.kilometers)
print(distance.converted(to: .meters).value, distance.converted(to: .miles).value > 3.1)
let temp = Measurement(value: 100, unit: UnitTemperature.celsius)
print(temp.converted(to: .fahrenheit).value)
