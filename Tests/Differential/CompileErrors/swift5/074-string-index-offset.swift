// main.swift — String.Index cannot be added to an Int
let greeting = "Hello, world"
let start = greeting.startIndex
let fifth = greeting[start + 4]
print(fifth)
