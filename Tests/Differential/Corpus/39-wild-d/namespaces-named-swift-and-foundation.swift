// Namespace enums named Foundation and Swift-like helpers, beside an import of Foundation
import Foundation
enum Foundation_ { static let base = "ground" }
enum Building { enum Foundation { static let depth = 3; static let material = "concrete" } }
typealias Footing = Building.Foundation
let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.minimumFractionDigits = 2
formatter.maximumFractionDigits = 2
print(Footing.depth, Footing.material, Foundation_.base)
print(formatter.string(from: NSNumber(value: 3.14159)) ?? "?")
print(String(reflecting: Building.Foundation.self))
