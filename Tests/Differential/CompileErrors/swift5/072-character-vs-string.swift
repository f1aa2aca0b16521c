// main.swift — a Character and a String are different types
let initial: Character = "A"
let name = "Ada"

let label: String = initial
let joined = initial + name
print(label, joined)
