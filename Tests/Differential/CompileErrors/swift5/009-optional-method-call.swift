// main.swift — a method on an optional value needs unwrapping first
let names = ["Swift", "Kotlin", "Rust"]

let first = names.first
print(first.uppercased())
