// Swift errors bridged to NSError: domains, codes, userInfo of a CustomNSError, and LocalizedError text.
import Foundation
enum UploadError: Error { case tooLarge, forbidden }
struct QuotaError: CustomNSError, LocalizedError {
    static var errorDomain: String { "com.example.quota" }
    var errorCode: Int { 42 }
    var errorUserInfo: [String: Any] { ["limit": 10] }
    var errorDescription: String? { "Quota of 10 files exceeded" }
}
let errors: [Error] = [UploadError.tooLarge, UploadError.forbidden, QuotaError()]
for error in errors {
    let ns = error as NSError
    print(ns.domain, ns.code, ns.userInfo.count, error.localizedDescription)
}
print((QuotaError() as NSError).userInfo["limit"] as? Int ?? 0)
