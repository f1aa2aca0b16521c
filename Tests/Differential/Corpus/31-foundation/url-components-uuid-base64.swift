// URLComponents building and parsing, fixed UUID strings and Data base64
import Foundation

var comps = URLComponents()
comps.scheme = "https"; comps.host = "example.com"; comps.path = "/search"
comps.queryItems = [URLQueryItem(name: "q", value: "swift lang"), URLQueryItem(name: "page", value: "2")]
print(comps.url!.absoluteString)
let parsed = URLComponents(string: "http://u:p@host:8080/a/b?x=1&y=&z#frag")!
print(parsed.host!, parsed.port!, parsed.path, parsed.fragment!, parsed.user!)
print(parsed.queryItems!.map { "\($0.name)=\($0.value ?? "nil")" })

let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(id, id.uuidString.lowercased())
print(UUID(uuidString: "bad") as Any, id == UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
let data = Data("Hello, 🌍".utf8)
let b64 = data.base64EncodedString()
print(b64, data.count)
print(String(data: Data(base64Encoded: b64)!, encoding: .utf8)!)
print(Data(base64Encoded: "!!") as Any, Data([1, 2, 255]).map { String($0, radix: 16) })
