// Functions, methods, initializers and closures printed and their types shown.
struct Greeter { var word: String; func greet(_ n: String) -> String { "\(word), \(n)" } }
let g = Greeter(word: "Hi")
let bound = g.greet
let unbound = Greeter.greet
let initializer = Greeter.init(word:)
print(bound, type(of: bound))
print(unbound, type(of: unbound))
print(initializer, type(of: initializer))
print(unbound(g)("Bo"), initializer("Yo").greet("Al"))
let fns: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 2 }, abs]
print(fns, fns.map { $0(-3) })
debugPrint(bound)
let optFn: ((String) -> Void)? = { print($0) }
print(optFn as Any, type(of: optFn))
let thrower: () throws -> Int = { 1 }
let asyncFn: () async -> Void = {}
print(type(of: thrower), type(of: asyncFn), String(reflecting: type(of: unbound)))
