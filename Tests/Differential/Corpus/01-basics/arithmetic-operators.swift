// Basic operators: arithmetic, remainder, compound assignment, ternary, ranges.
print(1 + 2, 5 - 3, 2 * 3, 10.0 / 2.5)
print(9 % 4, -9 % 4, 9 % -4)
var a = 1
a += 2
a *= 5
a -= 1
a /= 2
print("a =", a)
let contentHeight = 40
let hasHeader = true
let rowHeight = contentHeight + (hasHeader ? 50 : 20)
print("rowHeight =", rowHeight)
let names = ["Anna", "Alex", "Brian", "Jack"]
for i in 0..<names.count { print("Person \(i + 1) is called \(names[i])") }
for name in names[2...] { print("from 2:", name) }
for name in names[...1] { print("to 1:", name) }
let range = ...5
print(range.contains(7), range.contains(4), (1...3).count)
print(abs(-7), max(3, 9, 4), min(2.5, 1.5), (-8).signum())
print(17.quotientAndRemainder(dividingBy: 5))
