// Number theory for contests: sieve of Eratosthenes, prime factorization, fast modular power, gcd/lcm.
let limit = 100
var isComposite = [Bool](repeating: false, count: limit + 1)
var primes: [Int] = []
for i in 2...limit where !isComposite[i] {
    primes.append(i)
    for j in stride(from: i * i, through: limit, by: i) { isComposite[j] = true }
}
print(primes.count, primes.suffix(5))
func factorize(_ n: Int) -> [(Int, Int)] {
    var n = n, result: [(Int, Int)] = []
    var p = 2
    while p * p <= n {
        var e = 0
        while n % p == 0 { n /= p; e += 1 }
        if e > 0 { result.append((p, e)) }
        p += 1
    }
    if n > 1 { result.append((n, 1)) }
    return result
}
for n in [360, 97, 1001, 2 * 3 * 5 * 7 * 11 * 13] {
    print(n, "=", factorize(n).map { $0.1 == 1 ? "\($0.0)" : "\($0.0)^\($0.1)" }.joined(separator: " * "))
}
func powMod(_ b: Int, _ e: Int, _ m: Int) -> Int {
    var result = 1, base = b % m, e = e
    while e > 0 { if e & 1 == 1 { result = result * base % m }; base = base * base % m; e >>= 1 }
    return result
}
print(powMod(2, 10, 1000), powMod(3, 200, 1_000_000_007), powMod(7, 0, 13))
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(84, 36), [4, 6, 10].reduce(1) { $0 / gcd($0, $1) * $1 })
