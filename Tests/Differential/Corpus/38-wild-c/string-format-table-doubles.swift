// Printing a numeric table with String(format:) widths, precision, %e, %x, %o, and Double description edges.
import Foundation
let rows: [(String, Double, Int)] = [("alpha", 3.14159, 42), ("beta", -0.5, 7), ("gamma", 12345.678, 255), ("δ", 1e-7, 0)]
print(String(format: "%-8@|%10@|%6@", "name" as NSString, "value" as NSString, "hex" as NSString))
for (name, value, n) in rows {
    print(String(format: "%-8@|%10.3f|%6x|%o|%e", name as NSString, value, n, n, value))
}
print(String(format: "%05d %+d %.0f %.1f %g %g", 42, 42, 2.5, 0.05, 1e20, 0.0001))
print(String(format: "%3$@ %1$@ %2$@", "a" as NSString, "b" as NSString, "c" as NSString))
print(String(format: "%%%d%%", 99), String(format: "%c%c", 72, 105))
print(0.1 + 0.2, 1.0 / 3.0, Double(Int.max), 1e16, 1e15, -0.0, Double.pi)
print(Float(0.1), Float.pi, Double.infinity, -Double.infinity, Double.nan.isNaN)
print((2.0).squareRoot(), pow(2.0, 10.0), (7.5).rounded(.down), (-7.5).rounded(), 7.5.truncatingRemainder(dividingBy: 2))
print(String(format: "%.2f%%", 12.345), String(12.0), "\(100.0)", Int(9.99), Int((-9.99).rounded()))
