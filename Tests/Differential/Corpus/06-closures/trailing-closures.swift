// Trailing closures, multiple trailing closures and shorthand argument names.
let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
let strings = numbers.map { number -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[number % 10]! + output
        number /= 10
    } while number > 0
    return output
}
print(strings)
func load(_ name: String, completion: (String) -> Void, onFailure: () -> Void) {
    if name.isEmpty { onFailure() } else { completion("picture of \(name)") }
}
load("cat") { picture in
    print("loaded", picture)
} onFailure: {
    print("could not load")
}
load("") { print($0) } onFailure: { print("could not load") }
let sorted = ["Chris", "Alex", "Ewa"].sorted { $0 > $1 }
print(sorted)
print(["Chris", "Alex"].sorted(by: <))
