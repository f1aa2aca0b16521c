// Nested functions capturing outer state, recursive local functions and memoised closures
func fibonacciTable(_ n: Int) -> [Int] {
    var memo: [Int: Int] = [:]
    func fib(_ k: Int) -> Int {
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let v = fib(k - 1) + fib(k - 2)
        memo[k] = v
        return v
    }
    return (0..<n).map(fib)
}
func makeAccumulator() -> (Int) -> Int {
    var total = 0
    func add(_ x: Int) -> Int { total += x; return total }
    return add
}
let acc = makeAccumulator()
print(fibonacciTable(12))
print(acc(5), acc(10), acc(-3))
var factorial: ((Int) -> Int)!
factorial = { n in n <= 1 ? 1 : n * factorial(n - 1) }
print(factorial(6))
