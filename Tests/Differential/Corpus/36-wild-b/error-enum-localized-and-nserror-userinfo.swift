// LocalizedError and CustomNSError on program errors: messages, codes and userInfo as NSError.
import Foundation

enum UploadError: Error, LocalizedError, CustomNSError {
    case tooLarge(bytes: Int), forbidden
    static var errorDomain: String { "com.example.upload" }
    var errorCode: Int { switch self { case .tooLarge: return 413; case .forbidden: return 403 } }
    var errorUserInfo: [String: Any] { ["hint": self == .forbidden ? "log in" : "compress it"] }
    var errorDescription: String? {
        switch self {
        case .tooLarge(let b): return "File is \(b / 1_000_000) MB, over the limit."
        case .forbidden: return "You may not upload here."
        }
    }
    var recoverySuggestion: String? { "Try again later." }
}
extension UploadError: Equatable {}

for error in [UploadError.tooLarge(bytes: 25_000_000), .forbidden] {
    let ns = error as NSError
    print(error.localizedDescription)
    print("  ", ns.domain, ns.code, ns.userInfo["hint"] as? String ?? "-", ns.localizedRecoverySuggestion ?? "-")
    print("  ", error)
}
