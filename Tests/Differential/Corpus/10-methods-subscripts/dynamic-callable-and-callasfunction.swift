// @dynamicCallable with positional and keyword arguments, and callAsFunction on a struct.
import Foundation
@dynamicCallable
struct Command {
    let name: String
    func dynamicallyCall(withArguments args: [String]) -> String { ([name] + args).joined(separator: " ") }
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> String {
        name + " " + args.map { $0.key.isEmpty ? "\($0.value)" : "--\($0.key)=\($0.value)" }.joined(separator: " ")
    }
}
let git = Command(name: "git")
print(git("commit", "-m", "ilk"))
print(git(depth: 1, 3, jobs: 2))
struct Polynomial {
    let coefficients: [Double]
    func callAsFunction(_ x: Double) -> Double { coefficients.reversed().reduce(0) { $0 * x + $1 } }
    func callAsFunction(derivativeAt x: Double) -> Double { (self(x + 0.001) - self(x - 0.001)) / 0.002 }
}
let p = Polynomial(coefficients: [1, 0, 2])
print(p(3), p(0), (p(derivativeAt: 1) * 1000).rounded() / 1000)
