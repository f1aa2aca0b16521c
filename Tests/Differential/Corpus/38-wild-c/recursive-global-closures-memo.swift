// Recursive closures stored in top-level vars that call themselves, with a memoising wrapper, as a FP tutorial does.
var calls = 0
var fib: (Int) -> Int = { n in calls += 1; return n < 2 ? n : fib(n - 1) + fib(n - 2) }
print(fib(15), "calls:", calls)
func memoize<A: Hashable, R>(_ body: @escaping ((A) -> R, A) -> R) -> (A) -> R {
    var cache: [A: R] = [:]
    var recurse: ((A) -> R)!
    recurse = { a in
        if let hit = cache[a] { return hit }
        let r = body(recurse, a)
        cache[a] = r
        return r
    }
    return recurse
}
calls = 0
let fastFib = memoize { (me: (Int) -> Int, n: Int) -> Int in calls += 1; return n < 2 ? n : me(n - 1) + me(n - 2) }
print(fastFib(80), "calls:", calls)
let paths = memoize { (me: ([Int]) -> Int, p: [Int]) -> Int in p[0] == 0 || p[1] == 0 ? 1 : me([p[0] - 1, p[1]]) + me([p[0], p[1] - 1]) }
print("lattice paths 16x16:", paths([16, 16]))
var isEven: (Int) -> Bool = { $0 == 0 ? true : isOdd($0 - 1) }
var isOdd: (Int) -> Bool = { $0 == 0 ? false : isEven($0 - 1) }
print(isEven(10), isOdd(7), isEven(3))
