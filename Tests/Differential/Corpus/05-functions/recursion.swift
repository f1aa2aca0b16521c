// Recursive functions: factorial, fibonacci with memo, permutations and the Towers of Hanoi.
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print((0...10).map(factorial))
var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let known = memo[n] { return known }
    let value = fib(n - 1) + fib(n - 2)
    memo[n] = value
    return value
}
print(fib(50))
func permutations(_ items: [Character]) -> [String] {
    if items.count <= 1 { return [String(items)] }
    return items.indices.flatMap { i -> [String] in
        var rest = items
        let head = rest.remove(at: i)
        return permutations(rest).map { String(head) + $0 }
    }
}
print(permutations(Array("abc")))
func hanoi(_ n: Int, from: String, to: String, via: String) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to)
    print("move disk \(n) \(from) -> \(to)")
    hanoi(n - 1, from: via, to: to, via: from)
}
hanoi(3, from: "A", to: "C", via: "B")
