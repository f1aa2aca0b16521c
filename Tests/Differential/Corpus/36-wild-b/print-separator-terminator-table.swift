// A text table drawn only with print's separator: and terminator: parameters.
let header = ["Planet", "Moons", "Rings"]
let rows: [[String]] = [["Mercury", "0", "no"], ["Jupiter", "95", "yes"], ["Saturn", "146", "yes"]]
func line() { print("+", terminator: ""); for _ in header { print(String(repeating: "-", count: 9), terminator: "+") }; print() }
line()
print("|", header.map { $0.padding(toLength: 9, withPad: " ", startingAt: 0) }.joined(separator: "|"), "|", separator: "")
line()
for row in rows {
    print("|", terminator: "")
    print(row.map { $0.padding(toLength: 9, withPad: " ", startingAt: 0) }.joined(separator: "|"), terminator: "|\n")
}
line()
print("total moons:", rows.compactMap { Int($0[1]) }.reduce(0, +), separator: " ", terminator: "\n\n")
print("a", "b", "c", separator: "")
print(1, 2, 3, separator: " < ", terminator: " !\n")
import Foundation
