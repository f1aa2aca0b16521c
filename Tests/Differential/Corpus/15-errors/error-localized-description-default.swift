// localizedDescription and NSError bridging of a plain Swift error enum and struct.
import Foundation
enum NetworkError: Error { case offline, timeout(seconds: Int) }
struct ValidationError: Error { let field: String }
let errors: [Error] = [NetworkError.offline, NetworkError.timeout(seconds: 30), ValidationError(field: "email")]
for error in errors {
    print(error)
    print(error.localizedDescription)
    let ns = error as NSError
    print(ns.domain, ns.code)
}
