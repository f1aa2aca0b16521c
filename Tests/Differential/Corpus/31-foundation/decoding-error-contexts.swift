// DecodingError values dumped and reflected, with nested coding paths and underlying errors.
import Foundation
struct Address: Codable { var zip: Int }
struct User: Codable { var name: String; var addresses: [Address] }
let json = #"{"name": "Zed", "addresses": [{"zip": 1}, {"zip": "x"}]}"#
do { _ = try JSONDecoder().decode(User.self, from: Data(json.utf8)) }
catch let error as DecodingError {
    switch error {
    case .typeMismatch(let t, let ctx):
        print(t, ctx.codingPath.map(\.stringValue), ctx.codingPath.map { $0.intValue as Any })
        print(ctx.debugDescription)
        print(ctx.underlyingError as Any)
    default: print("other")
    }
    print(String(reflecting: error))
}
do { _ = try JSONDecoder().decode(User.self, from: Data("[1]".utf8)) }
catch { print(error) }
do { _ = try JSONDecoder().decode(Int.self, from: Data("{}".utf8)) }
catch { print(error) }
