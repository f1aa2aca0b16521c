// Recursion with a top-level memo table: Fibonacci, climbing stairs, and counting cache hits.
var memo: [Int: Int] = [:]
var hits = 0

func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let cached = memo[n] { hits += 1; return cached }
    let value = fib(n - 1) + fib(n - 2)
    memo[n] = value
    return value
}

print((0...15).map(fib))
print("fib(90) =", fib(90), "cache size", memo.count, "hits", hits)

func climbStairs(_ n: Int, steps: [Int] = [1, 2]) -> Int {
    var cache = [0: 1]
    func ways(_ k: Int) -> Int {
        if k < 0 { return 0 }
        if let c = cache[k] { return c }
        let total = steps.reduce(0) { $0 + ways(k - $1) }
        cache[k] = total
        return total
    }
    return ways(n)
}

print(climbStairs(5), climbStairs(10), climbStairs(10, steps: [1, 3, 5]))

func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(n):\(from)→\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}

var moves: [String] = []
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print(moves.count, moves.joined(separator: " "))
func power(_ base: Int, _ exp: Int) -> Int { exp == 0 ? 1 : (exp % 2 == 0 ? power(base * base, exp / 2) : base * power(base, exp - 1)) }
print(power(2, 10), power(3, 13), power(7, 0))
