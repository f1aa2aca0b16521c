// guard let / guard else for early exit in functions and loops.
func greet(person: [String: String]) {
    guard let name = person["name"] else {
        print("no name")
        return
    }
    print("Hello \(name)!")
    guard let location = person["location"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(location).")
}
greet(person: ["name": "John"])
greet(person: ["name": "Jane", "location": "Cupertino"])
greet(person: [:])
func parse(_ items: [String]) -> Int {
    var sum = 0
    for item in items {
        guard let n = Int(item), n >= 0 else { print("skip \(item)"); continue }
        sum += n
    }
    return sum
}
print(parse(["1", "x", "-2", "40"]))
