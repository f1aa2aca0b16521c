// Arbitrary-precision non-negative integers as digit arrays: addition, multiplication, factorial and 2^100.
struct BigUInt: CustomStringConvertible, ExpressibleByIntegerLiteral, Equatable {
    var digits: [UInt8] // little-endian base 10
    init(integerLiteral value: UInt) {
        digits = value == 0 ? [0] : []
        var v = value
        while v > 0 { digits.append(UInt8(v % 10)); v /= 10 }
    }
    init(_ s: String) { digits = s.reversed().map { UInt8(String($0))! } }
    var description: String { String(digits.reversed().map { Character(String($0)) }) }
    static func + (a: BigUInt, b: BigUInt) -> BigUInt {
        var out: [UInt8] = [], carry = 0
        for i in 0..<max(a.digits.count, b.digits.count) {
            let s = Int(i < a.digits.count ? a.digits[i] : 0) + Int(i < b.digits.count ? b.digits[i] : 0) + carry
            out.append(UInt8(s % 10)); carry = s / 10
        }
        if carry > 0 { out.append(UInt8(carry)) }
        var r: BigUInt = 0; r.digits = out; return r
    }
    static func * (a: BigUInt, b: BigUInt) -> BigUInt {
        var acc = [Int](repeating: 0, count: a.digits.count + b.digits.count)
        for (i, x) in a.digits.enumerated() { for (j, y) in b.digits.enumerated() { acc[i + j] += Int(x) * Int(y) } }
        var carry = 0
        for k in acc.indices { let v = acc[k] + carry; acc[k] = v % 10; carry = v / 10 }
        while acc.count > 1 && acc.last == 0 { acc.removeLast() }
        var r: BigUInt = 0; r.digits = acc.map(UInt8.init); return r
    }
}
func factorial(_ n: UInt) -> BigUInt { (1...n).reduce(BigUInt(1)) { $0 * BigUInt(integerLiteral: $1) } }
print(factorial(25), factorial(30).description.count)
print((0..<100).reduce(BigUInt(1)) { acc, _ in acc * 2 })
print(BigUInt("99999999999999999999") + 1, BigUInt("123456789") * BigUInt("987654321"))
var fibs: [BigUInt] = [0, 1]
while fibs.count < 100 { fibs.append(fibs[fibs.count - 1] + fibs[fibs.count - 2]) }
print(fibs[99], fibs[50] == BigUInt("12586269025"))
