// Arrays: creation, appending, inserting, removing, slicing and iteration with enumerated().
var someInts: [Int] = []
someInts.append(3)
print("someInts is of type [Int] with \(someInts.count) items.")
someInts = []
let threeDoubles = Array(repeating: 0.0, count: 3)
let anotherThreeDoubles = Array(repeating: 2.5, count: 3)
print(threeDoubles + anotherThreeDoubles)
var shoppingList = ["Eggs", "Milk"]
shoppingList += ["Baking Powder"]
shoppingList += ["Chocolate Spread", "Cheese", "Butter"]
shoppingList[4...5] = ["Bananas", "Apples"]
shoppingList.insert("Maple Syrup", at: 0)
let mapleSyrup = shoppingList.remove(at: 0)
let apples = shoppingList.removeLast()
print(mapleSyrup, apples, shoppingList.isEmpty)
for (index, value) in shoppingList.enumerated() {
    print("Item \(index + 1): \(value)")
}
print(shoppingList[1..<3], shoppingList.firstIndex(of: "Milk")!, shoppingList.contains("Tea"))
