// Glibc.rand from the default seed, after a program that seeded it (pair of -1)
import Glibc
let values = (0..<3).map { _ in Glibc.rand() % 1000 }
print(values.map(String.init).joined(separator: " "))
print("done")
