// Generic typealiases, typealiases of closures with generic parameters and of nested generics.
typealias Pair<T> = (first: T, second: T)
typealias StringDictionary<Value> = [String: Value]
typealias Transformer<A, B> = (A) -> B
typealias Matrix = [[Int]]
func swapped<T>(_ p: Pair<T>) -> Pair<T> { (p.second, p.first) }
print(swapped((1, 2)), swapped((first: "a", second: "b")))
var ages: StringDictionary<Int> = ["Nuray": 30, "Orhan": 41]
ages["Pakize"] = 67
print(ages.sorted { $0.key < $1.key }.map(\.value))
let toLength: Transformer<String, Int> = { $0.count }
let describe: Transformer<Int, String> = { "length \($0)" }
print(describe(toLength("merhaba")))
let identity: Matrix = [[1, 0], [0, 1]]
print(identity, type(of: identity))
