// Program errors printed every way: print, interpolation, localizedDescription, as NSError.
import Foundation

enum CheckoutError: Error { case cardDeclined(code: Int), emptyCart }
struct ValidationError: Error { var field: String; var reason: String }
struct FriendlyError: LocalizedError {
    var errorDescription: String? { "The server is taking a nap." }
}

let errors: [Error] = [CheckoutError.cardDeclined(code: 51), CheckoutError.emptyCart,
                       ValidationError(field: "email", reason: "missing @"), FriendlyError()]
for error in errors {
    print(error)
    print("  interpolated: \(error)")
    print("  localized: \(error.localizedDescription)")
    let ns = error as NSError
    print("  domain: \(ns.domain) code: \(ns.code)")
}
debugPrint(CheckoutError.cardDeclined(code: 5))
