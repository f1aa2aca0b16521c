// Conditional conformances on a generic wrapper: Equatable, CustomStringConvertible, a custom protocol
protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "int \(self)" } }
extension String: Describable { func describe() -> String { "str '\(self)'" } }

struct Pair<A, B> { var first: A; var second: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Describable where A: Describable, B: Describable {
    func describe() -> String { "<\(first.describe()), \(second.describe())>" }
}
extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: "; ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String { map { "some " + $0.describe() } ?? "none" }
}

let p = Pair(first: 1, second: "x")
print(p.describe(), p == Pair(first: 1, second: "x"))
print([p, Pair(first: 2, second: "y")].describe())
let o: Int? = nil
print(o.describe(), Optional(5).describe())
print(Pair(first: [1, 2], second: Pair(first: "a", second: 3)).describe())
print(p)
func show<T: Describable>(_ t: T) -> String { "\(T.self): \(t.describe())" }
print(show([Pair(first: 0, second: "z")]))
