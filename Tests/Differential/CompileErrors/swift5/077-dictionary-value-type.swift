// main.swift — a dictionary lookup yields an optional, and values must match the value type
var stock: [String: Int] = ["apples": 3, "pears": 0]
stock["plums"] = "five"
let apples: Int = stock["apples"]
print(apples)
