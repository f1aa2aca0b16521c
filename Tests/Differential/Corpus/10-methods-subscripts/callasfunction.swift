// callAsFunction makes instances callable like functions, with overloads and mutating forms.
struct Multiplier {
    let factor: Int
    func callAsFunction(_ x: Int) -> Int { x * factor }
    func callAsFunction(_ xs: [Int]) -> [Int] { xs.map { $0 * factor } }
}
let triple = Multiplier(factor: 3)
print(triple(7), triple([1, 2, 3]))
struct Accumulator {
    var total = 0
    mutating func callAsFunction(_ x: Int) -> Int { total += x; return total }
}
var acc = Accumulator()
_ = acc(5)
print(acc(10), acc.total)
final class Validator {
    let rule: (String) -> Bool
    init(rule: @escaping (String) -> Bool) { self.rule = rule }
    func callAsFunction(_ input: String) -> String { rule(input) ? "valid" : "invalid" }
}
let nonEmpty = Validator { !$0.isEmpty }
print(nonEmpty("x"), nonEmpty(""))
