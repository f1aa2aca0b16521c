// main.swift — a let array cannot be appended to
let shoppingList = ["eggs", "milk"]
shoppingList.append("bread")
print(shoppingList)
