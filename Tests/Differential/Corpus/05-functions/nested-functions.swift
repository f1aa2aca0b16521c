// Nested functions capturing outer parameters and returned as function values.
func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { return input + 1 }
    func stepBackward(input: Int) -> Int { return input - 1 }
    return backward ? stepBackward : stepForward
}
var currentValue = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
while currentValue != 0 {
    print("\(currentValue)... ", terminator: "")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")
func report(for names: [String]) -> String {
    var lines: [String] = []
    func add(_ line: String) { lines.append("\(lines.count + 1). \(line)") }
    for name in names { add(name.uppercased()) }
    add("total \(names.count)")
    return lines.joined(separator: "\n")
}
print(report(for: ["ada", "linus"]))
