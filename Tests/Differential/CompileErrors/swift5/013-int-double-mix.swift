// main.swift — Int and Double do not mix without a conversion
let itemCount = 3
let pricePerItem = 2.5

let total = itemCount * pricePerItem
print("Total: \(total)")
