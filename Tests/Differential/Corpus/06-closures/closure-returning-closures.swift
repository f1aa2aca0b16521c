// Currying and closures that return closures; a memoize helper with a captured cache.
func adder(_ x: Int) -> (Int) -> Int { { y in x + y } }
let addFive = adder(5)
print(addFive(10), adder(1)(2))
func memoize<In: Hashable, Out>(_ f: @escaping (In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    return { input in
        if let hit = cache[input] { print("cache hit \(input)"); return hit }
        let value = f(input)
        cache[input] = value
        return value
    }
}
let slowSquare = memoize { (n: Int) -> Int in print("computing \(n)"); return n * n }
print(slowSquare(4), slowSquare(4), slowSquare(5))
let multiply: (Int) -> (Int) -> Int = { a in { b in a * b } }
print(multiply(6)(7))
