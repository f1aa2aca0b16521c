// Floating-point literals, arithmetic and how Double and Float print (libm via Glibc for rounding).
#if canImport(Glibc)
import Glibc
#endif
let pi = 3.14159
let three = 3
let piApprox = Double(three) + 0.14159
print(pi, piApprox)
print(0.1 + 0.2)
print(1.0 / 3.0)
print(Float(1.0) / Float(3.0))
print(1e10, 1.5e-5, 0x1p-2)
print(Double.infinity, -Double.infinity, Double.nan.isNaN)
print(7.0.truncatingRemainder(dividingBy: 2.5))
print((2.5).rounded(), (3.5).rounded(), (-2.5).rounded(.towardZero))
print(Int(9.99), Int(-9.99))
print(Double(Int.max) == 9.223372036854776e18)
let values = [2.0, 0.5, 100.25, -0.0]
for v in values { print(v, v.squareRoot().isNaN ? "nan" : "ok", terminator: "; ") }
print()
