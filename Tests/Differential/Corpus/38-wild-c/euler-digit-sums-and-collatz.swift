// Project Euler style: digit sums of 2^k with a digit array, longest Collatz chain under a limit with a memo array.
func powerOfTwoDigits(_ k: Int) -> [Int] {
    var digits = [1]
    for _ in 0..<k {
        var carry = 0
        for i in digits.indices { let v = digits[i] * 2 + carry; digits[i] = v % 10; carry = v / 10 }
        if carry > 0 { digits.append(carry) }
    }
    return digits
}
for k in [15, 100, 1000] {
    let d = powerOfTwoDigits(k)
    print("2^\(k): \(d.count) digits, digit sum \(d.reduce(0, +))")
}
let limit = 100_000
var chain = [Int](repeating: 0, count: limit)
chain[1] = 1
func collatz(_ n: Int) -> Int {
    if n < limit && chain[n] != 0 { return chain[n] }
    let next = n % 2 == 0 ? n / 2 : 3 * n + 1
    let length = 1 + collatz(next)
    if n < limit { chain[n] = length }
    return length
}
var best = (n: 1, length: 1)
for n in 1..<limit where collatz(n) > best.length { best = (n, chain[n]) }
print("longest chain below \(limit): start \(best.n), length \(best.length)")
print((1...10).map(collatz), chain.prefix(8))
let amicable = (2..<1300).filter { a in
    let b = (1..<a).filter { a % $0 == 0 }.reduce(0, +)
    return b != a && b < 1300 && (1..<max(b, 1)).filter { b % $0 == 0 }.reduce(0, +) == a
}
print("amicable below 1300:", amicable)
