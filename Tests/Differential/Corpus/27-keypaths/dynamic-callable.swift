// @dynamicCallable types called with positional and keyword arguments.
@dynamicCallable
struct Sum {
    func dynamicallyCall(withArguments args: [Int]) -> Int { args.reduce(0, +) }
}
@dynamicCallable
struct Greeter {
    let greeting: String
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { $0.key.isEmpty ? "\(greeting) \($0.value)" : "\($0.key): \($0.value)" }.joined(separator: "; ")
    }
}
let sum = Sum()
print(sum(1, 2, 3), sum(), sum(10))
let hello = Greeter(greeting: "Salam")
print(hello("Murad", mood: "happy", "Lalə"))
