// String(format:) with widths, precision, padding, hex, scientific and positional arguments.
import Foundation
let rows: [(String, Double, Int)] = [("Çay", 1.5, 12), ("Qəhvə", 3.25, 4), ("Su", 0.5, 120)]
for (name, price, qty) in rows {
    print(String(format: "%-8@|%6.2f|%5d|%05d", name, price, qty, qty))
}
print(String(format: "%x %X %o %#x", 255, 255, 8, 255))
print(String(format: "%e %.3g %g", 12345.678, 0.000123456, 100.0))
print(String(format: "%2$@ %1$@", "dünya", "merhaba"))
print(String(format: "%%d means %d", 5))
print(String(format: "%.0f %.1f %+d", 2.5, -0.05, 7))
