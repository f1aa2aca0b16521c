// LocalizedError, CustomStringConvertible errors and their localizedDescription through Foundation.
import Foundation
enum ValidationError: LocalizedError {
    case empty(field: String), tooShort(Int)
    var errorDescription: String? {
        switch self {
        case .empty(let f): return "\(f) must not be empty"
        case .tooShort(let n): return "needs \(n) more characters"
        }
    }
    var failureReason: String? { "validation" }
    var recoverySuggestion: String? { "try again" }
}
struct PlainError: Error, CustomStringConvertible { var description: String { "plain!" } }
func validate(_ s: String) throws {
    if s.isEmpty { throw ValidationError.empty(field: "name") }
    if s.count < 3 { throw ValidationError.tooShort(3 - s.count) }
    throw PlainError()
}
for input in ["", "ab", "abcd"] {
    do { try validate(input) } catch {
        print(error.localizedDescription)
        print(error)
        let ns = error as NSError
        print(ns.localizedFailureReason ?? "-", ns.localizedRecoverySuggestion ?? "-")
        debugPrint(error)
    }
}
