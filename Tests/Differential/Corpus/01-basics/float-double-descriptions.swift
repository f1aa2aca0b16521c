// Floating-point printing: 0.1 + 0.2, pi, Float versus Double, rounding and special values.
import Foundation

let sum = 0.1 + 0.2
print(sum, sum == 0.3, abs(sum - 0.3) < .ulpOfOne * 4)
print(Double.pi, Float.pi, Float80.pi)
let third: Float = 1 / 3
let thirdD = 1.0 / 3
print(third, thirdD, Double(third))
print(Float(0.1), Double(Float(0.1)))
print(1e16, 1e15, 123456789.0, 0.0001, 0.00001)
print(Double.infinity, -Double.infinity, Double.nan, -0.0)
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude)
print(Float.greatestFiniteMagnitude, Float.leastNormalMagnitude)
print(5.0 / 2, 5 / 2, -7 / 2, -7 % 2, (-7.5).truncatingRemainder(dividingBy: 2))
print(2.5.rounded(.toNearestOrEven), 3.5.rounded(.toNearestOrEven), (-2.5).rounded(.towardZero))
print(Int(3.99), Int(-3.99), Int(exactly: 4.0) as Any, Int(exactly: 4.5) as Any)
let values: [Double] = [1, 1.5, 100, 1_000_000, 0.125]
print(values, values.map(\.description))
debugPrint(Float(2.5), 2.5 as Double)
print("\(Float(16_777_217)) \(Double(16_777_217))")
