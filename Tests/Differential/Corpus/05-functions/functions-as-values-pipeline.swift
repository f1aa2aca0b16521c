// Composing functions: a compose helper, arrays of transforms and method references.
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
func trim(_ s: String) -> String { String(s.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
func shout(_ s: String) -> String { s.uppercased() + "!" }
let clean = compose(trim, shout)
print(clean("   hello world  "))
let transforms: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, { $0 - 3 }]
print(transforms.reduce(5) { value, f in f(value) })
let lengths = ["a", "abc", "ab"].map(\.count)
print(lengths)
let upper = String.uppercased
print(upper("method reference")())
let isEven: (Int) -> Bool = { $0 % 2 == 0 }
print((1...6).filter(isEven), (1...6).filter { !isEven($0) })
