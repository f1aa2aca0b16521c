// main.swift — Int(String) returns an optional, not an Int
let text = "128"
let number: Int = Int(text)
print(number * 2)
