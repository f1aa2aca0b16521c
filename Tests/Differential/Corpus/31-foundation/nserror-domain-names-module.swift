// Swift errors bridged to NSError: the domain names the module and the type; codes follow case order.
import Foundation
enum NetworkError: Error { case offline, timeout(seconds: Int), badStatus }
struct ParseError: Error { let line: Int }
enum Outer { enum InnerError: Error { case nope } }
let errors: [Error] = [NetworkError.offline, NetworkError.timeout(seconds: 3), NetworkError.badStatus, ParseError(line: 4), Outer.InnerError.nope]
for e in errors {
    let ns = e as NSError
    print(ns.domain, ns.code)
    print(e.localizedDescription)
    print("\(e)", type(of: e))
}
print(String(describing: NetworkError.self), (NetworkError.offline as NSError).code)
