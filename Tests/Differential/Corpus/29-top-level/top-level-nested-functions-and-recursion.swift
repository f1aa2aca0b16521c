// Top-level functions that call each other recursively and share a global memo table.
var calls = 0
var memo: [Int: Int] = [0: 0, 1: 1]
func fibonacci(_ n: Int) -> Int {
    calls += 1
    if let cached = memo[n] { return cached }
    let value = fibonacci(n - 1) + fibonacci(n - 2)
    memo[n] = value
    return value
}
print(fibonacci(30), "calls:", calls)
calls = 0
print(fibonacci(31), "calls:", calls)
func ackermann(_ m: Int, _ n: Int) -> Int {
    if m == 0 { return n + 1 }
    if n == 0 { return ackermann(m - 1, 1) }
    return ackermann(m - 1, ackermann(m, n - 1))
}
print(ackermann(2, 3))
