// Optionals: nil, optional binding, implicit unwrapping and nil-coalescing.
let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(convertedNumber as Any)
if let actualNumber = Int(possibleNumber) {
    print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
}
var serverResponseCode: Int? = 404
serverResponseCode = nil
print(serverResponseCode == nil)
let myNumber = Int("42")
if let myNumber { print("shorthand binding: \(myNumber)") }
if let first = Int("4"), let second = Int("42"), first < second && second < 100 {
    print("\(first) < \(second) < 100")
}
let assumedString: String! = "An implicitly unwrapped optional string."
let implicitString: String = assumedString
print(implicitString)
let name: String? = nil
print("Hello, \(name ?? "stranger")")
print(Optional(5) as Any, Optional<Int>.none as Any)
print(Int("abc").map { $0 * 2 } ?? -1, Int("21").map { $0 * 2 } ?? -1)
