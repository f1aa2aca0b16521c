// String indices: startIndex, index(_:offsetBy:), ranges, insert and remove.
var greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])
for i in greeting.indices where greeting[i] == "a" { print("a at offset", greeting.distance(from: greeting.startIndex, to: i)) }
var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)
if let comma = greeting.firstIndex(of: " ") {
    let beginning = greeting[..<comma]
    print(String(beginning), type(of: beginning))
}
greeting.replaceSubrange(greeting.startIndex..<greeting.index(greeting.startIndex, offsetBy: 5), with: "Schönen")
print(greeting)
