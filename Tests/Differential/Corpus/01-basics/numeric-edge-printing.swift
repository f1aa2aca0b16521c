// Printing numeric edge values: infinities, NaN, negative zero, huge and tiny doubles, and integer extremes.
import Foundation
let values: [Double] = [.infinity, -.infinity, .nan, -0.0, 1e16, 1e-7, 0.1 + 0.2, 100, 1.0 / 3]
for v in values { print(v, terminator: " ") }
print()
print(Float(0.1), Float16(0.1), Double(Float(0.1)))
print(Int.max, Int.min, UInt64.max, Int8.min)
print(Double(Int.max), Int(exactly: 2.5) as Any, Int(exactly: 2.0) as Any)
print(5 / 2, -5 / 2, -5 % 3, 5.0.truncatingRemainder(dividingBy: 3))
print(Double.pi, Float.pi, Double.ulpOfOne, Double.leastNonzeroMagnitude)
print((0.1).description, (1e100).debugDescription, String(2.5e-5))
