// String(format:) with widths, padding, hex, unicode arguments and positional specifiers.
import Foundation
print(String(format: "%05d|%-6@|%6.2f|%x|%X|%o", 42, "ab", 3.14159, 255, 255, 8))
print(String(format: "%@ has %ld items", "cart", 3))
print(String(format: "%2$@ %1$@", "world", "hello"))
print(String(format: "%e %g %g", 1234.5, 0.0001, 1e20))
print(String(format: "%%|%c|%5.1f%%", 65, 99.5))
let rows = [("apple", 1.5), ("kiwi", 12.25), ("fig", 100.0)]
for (n, p) in rows { print(String(format: "%-8@%8.2f", n, p)) }
print(String(format: "%+d %+d % d", 5, -5, 7))
print(String(format: "%.3@|%10@|", "abcdef", "right"))
