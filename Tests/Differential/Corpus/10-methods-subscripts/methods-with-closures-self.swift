// Methods passed as closures (partial application of instance methods) and unbound method references.
struct Greeter {
    let greeting: String
    func greet(_ name: String) -> String { "\(greeting), \(name)!" }
}
let hello = Greeter(greeting: "Merhaba")
let greetFunction = hello.greet
print(greetFunction("Ayşe"))
print(["Elvin", "Zeynep"].map(hello.greet))
let unbound = Greeter.greet
print(unbound(Greeter(greeting: "Salam"))("Aysel"))
class Logger {
    var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
}
let logger = Logger()
let sink: (String) -> Void = logger.log
["a", "b"].forEach(sink)
print(logger.lines)
