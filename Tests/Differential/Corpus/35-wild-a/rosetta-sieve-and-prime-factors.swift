// Rosetta Code: Sieve of Eratosthenes and prime decomposition, with a memo global filled lazily.
var primeCache: [Int] = []

func sieve(upTo limit: Int) -> [Int] {
    guard limit >= 2 else { return [] }
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false; isPrime[1] = false
    var p = 2
    while p * p <= limit {
        if isPrime[p] { stride(from: p * p, through: limit, by: p).forEach { isPrime[$0] = false } }
        p += 1
    }
    return isPrime.indices.filter { isPrime[$0] }
}

func primeFactors(_ n: Int) -> [Int] {
    if primeCache.last ?? 0 < n { primeCache = sieve(upTo: max(n, 100)) }
    var n = n, factors: [Int] = []
    for p in primeCache {
        if p * p > n { break }
        while n % p == 0 { factors.append(p); n /= p }
    }
    if n > 1 { factors.append(n) }
    return factors
}

print(sieve(upTo: 50))
for n in [12, 97, 360, 1001, 65536] {
    print("\(n) = \(primeFactors(n).map(String.init).joined(separator: " × "))")
}
print("cache holds \(primeCache.count) primes, largest \(primeCache.last!)")
