// Variadic parameters, default argument values, and argument labels.
func arithmeticMean(_ numbers: Double...) -> Double {
    var total = 0.0
    for number in numbers { total += number }
    return numbers.isEmpty ? 0 : total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))
print(arithmeticMean())
func join(_ parts: String..., separator: String = ", ", terminator: String = ".") -> String {
    parts.joined(separator: separator) + terminator
}
print(join("a", "b", "c"))
print(join("x", "y", separator: "-"))
print(join("solo", terminator: "!"))
func greet(person: String, from hometown: String = "nowhere") -> String {
    "Hello \(person)!  Glad you could visit from \(hometown)."
}
print(greet(person: "Bill", from: "Cupertino"))
print(greet(person: "Ayşe"))
func log(_ items: Any..., level: String = "info") {
    print("[\(level)]", items.map { "\($0)" }.joined(separator: " "))
}
log("started", 3, true)
log("disk", 98.5, level: "warn")
