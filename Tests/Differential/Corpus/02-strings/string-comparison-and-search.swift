// Comparing strings, prefixes, suffixes and simple searching.
let quotation = "We're a lot alike, you and I."
let sameQuotation = "We're a lot alike, you and I."
if quotation == sameQuotation { print("These two strings are considered equal") }
let romeoAndJuliet = [
    "Act 1 Scene 1: Verona, A public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
    "Act 1 Scene 5: Capulet's mansion",
]
var act1SceneCount = 0
var mansionCount = 0
for scene in romeoAndJuliet {
    if scene.hasPrefix("Act 1 ") { act1SceneCount += 1 }
    if scene.hasSuffix("Capulet's mansion") { mansionCount += 1 }
}
print("\(act1SceneCount) act 1 scenes; \(mansionCount) mansion scenes")
print("apple" < "banana", "Zebra" < "apple", "ä" > "z")
print(["pear", "Apple", "fig"].sorted())
print(["pear", "Apple", "fig"].sorted { $0.lowercased() < $1.lowercased() })
print(quotation.firstIndex(of: "a").map { quotation.distance(from: quotation.startIndex, to: $0) } ?? -1)
print(quotation.filter { $0 == "a" }.count)
