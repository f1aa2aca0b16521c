// UUID(uuidString:), URLComponents, Data hex and base64, CharacterSet and Scanner.
import Foundation
let id = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
print(id, id.uuidString, UUID(uuidString: "nope") as Any)
debugPrint(id)
var c = URLComponents(string: "https://example.com/a%20b/c?q=swift lang&x=1#frag")
print(c?.path ?? "-", c?.queryItems ?? [], c?.fragment ?? "-")
c?.queryItems = [URLQueryItem(name: "q", value: "a&b"), URLQueryItem(name: "n", value: nil)]
print(c?.url?.absoluteString ?? "-")
let data = Data([0, 1, 0xAB, 0xff])
print(data, data.map { String(format: "%02x", $0) }.joined(), data.base64EncodedString())
debugPrint(data)
print(Data(base64Encoded: "aGVsbG8=").map { String(decoding: $0, as: UTF8.self) } ?? "-")
let sc = Scanner(string: "w=12 h=7.5 name:Ali")
_ = sc.scanString("w="); let w = sc.scanInt()
_ = sc.scanString("h="); let h = sc.scanDouble()
_ = sc.scanUpToString(":"); _ = sc.scanString(":")
print(w as Any, h as Any, sc.scanCharacters(from: .letters) as Any)
print("a1-b2_c3".components(separatedBy: CharacterSet.alphanumerics.inverted))
print(URL(fileURLWithPath: "/tmp/x/../y.txt").standardized.path, URL(string: "https://a.com/p/q.json")!.pathExtension)
