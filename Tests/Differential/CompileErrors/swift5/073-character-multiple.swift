// main.swift — a Character literal must contain exactly one character
let separator: Character = ", "
let items = ["tea", "milk"]
print(items.joined(separator: String(separator)))
