// as! where the cast is known to succeed, as? returning nil, and casting numeric Any values.
let values: [Any] = [1, "two", 3.0, [4, 5], ["six": 6]]
let firstInt = values[0] as! Int
print(firstInt + 1)
print(values[1] as? Int as Any, values[1] as? String as Any)
if let list = values[3] as? [Int] { print(list.reduce(0, +)) }
if let dict = values[4] as? [String: Int] { print(dict["six"]!) }
print(values[2] as? Int as Any, values[2] as? Double as Any)
let number: Any = 42
print(number is Int, number is Double, number is Any)
let optionalAny: Any = Optional<String>.some("wrapped")
if let s = optionalAny as? String { print("unwrapped through cast:", s) }
