// A #if canImport region holding an import and a global, placed after other declarations
struct Angle { var degrees: Double }
func describe(_ a: Angle) -> String { "\(a.degrees)°" }
#if canImport(Foundation)
import Foundation
let pi = 3.14159
#else
let pi = 3.0
#endif
print(String(format: "%.2f", pi), describe(Angle(degrees: 90)))
