// Function composition with a custom operator, currying, partial application and closures over state.
precedencegroup CompositionPrecedence { associativity: left }
infix operator >>>: CompositionPrecedence

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }

let trim: (String) -> String = { $0.trimmingSpaces() }
let words: (String) -> [Substring] = { $0.split(separator: " ") }
let count: ([Substring]) -> Int = { $0.count }
let wordCount = trim >>> words >>> count
print(wordCount("  Bir berber bir berbere  "), wordCount(""))

let add = curry(+) as (Int) -> (Int) -> Int
let addTen = add(10)
print(addTen(5), [1, 2, 3].map(add(100)))

let repeatText = curry { (n: Int, s: String) in String(repeating: s, count: n) }
print(repeatText(3)("ha"), ["a", "b"].map(repeatText(2)))

func makeAccumulator(start: Int) -> (Int) -> Int {
    var total = start
    return { total += $0; return total }
}
let acc = makeAccumulator(start: 100)
print(acc(10), acc(-30), acc(0))
let pipeline = [{ (x: Int) in x + 1 }, { $0 * 2 }, { $0 - 3 }].reduce({ $0 }, >>>)
print(pipeline(5), (1...4).map(pipeline))

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
