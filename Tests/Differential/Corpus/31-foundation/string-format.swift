// String(format:) with integers, padding, floating-point precision, hex and %@ arguments.
import Foundation
print(String(format: "%d items", 42))
print(String(format: "%05d|%-6d|%+d", 42, 7, 3))
print(String(format: "%.2f %.0f %8.3f", 3.14159, 2.5, -1.0))
print(String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%@ has %d points", "Ayşe", 90))
print(String(format: "%.1f%%", 12.345))
let rows = [("Çay", 1.5), ("Simit", 2.25), ("Ayran", 10.0)]
for (name, price) in rows { print(name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%6.2f ₺", price)) }
print(String(format: "%03d:%02d", 7, 5))
