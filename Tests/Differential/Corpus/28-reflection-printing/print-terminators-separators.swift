// print() with custom separators and terminators building one line from many calls.
print("a", "b", "c", separator: "-")
print("no newline", terminator: "")
print(" ... continued")
for i in 1...5 { print(i, terminator: i < 5 ? ", " : "\n") }
print("x", 1, 2.0, true, nil as Int? as Any, separator: " | ", terminator: " [end]\n")
print()
print("", terminator: "")
print("after empty print", separator: "ignored")
let items = ["elma", "armud"]
print(items.count, "items:", terminator: " ")
print(items.joined(separator: " & "))
print(separator: ",")
print("last line")
