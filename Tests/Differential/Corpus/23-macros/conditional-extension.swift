// An extension declared inside an #if canImport region.
#if canImport(Foundation)
import Foundation
extension String { var trimmed: String { trimmingCharacters(in: .whitespaces) } }
#endif
print("[\("  x  ".trimmed)]")
