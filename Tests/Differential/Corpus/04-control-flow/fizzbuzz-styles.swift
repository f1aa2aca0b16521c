// FizzBuzz four ways: if/else, switch on a tuple, a dictionary of rules, and a switch expression.
func classic(_ n: Int) -> String {
    if n % 15 == 0 { return "FizzBuzz" } else if n % 3 == 0 { return "Fizz" } else if n % 5 == 0 { return "Buzz" }
    return String(n)
}

func tupleSwitch(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return "\(n)"
    }
}

let rules: [(divisor: Int, word: String)] = [(3, "Fizz"), (5, "Buzz"), (7, "Bazz")]
func ruleBased(_ n: Int) -> String {
    let words = rules.filter { n % $0.divisor == 0 }.map(\.word).joined()
    return words.isEmpty ? String(n) : words
}

func expression(_ n: Int) -> String {
    let text = switch (n.isMultiple(of: 3), n.isMultiple(of: 5)) {
    case (true, true): "FizzBuzz"
    case (true, false): "Fizz"
    case (false, true): "Buzz"
    case (false, false): String(n)
    }
    return text
}

let range = 1...15
print(range.map(classic).joined(separator: " "))
print(range.map(tupleSwitch) == range.map(classic), range.map(expression) == range.map(classic))
print(stride(from: 20, through: 35, by: 1).map(ruleBased).joined(separator: " "))
var counts: [String: Int] = [:]
for n in 1...100 { counts[classic(n).allSatisfy(\.isNumber) ? "number" : classic(n), default: 0] += 1 }
for key in counts.keys.sorted() { print(key, counts[key]!) }
