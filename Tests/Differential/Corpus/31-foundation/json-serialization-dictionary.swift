// JSONSerialization with sortedKeys, and parsing a JSON object into [String: Any].
import Foundation
let object: [String: Any] = ["name": "Kənan", "langs": ["az", "tr"], "age": 27, "active": true]
let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
let parsed = try JSONSerialization.jsonObject(with: Data(#"{"b": [1, 2.5, null], "a": {"x": "y"}}"#.utf8)) as! [String: Any]
for key in parsed.keys.sorted() { print(key, type(of: parsed[key]!) == NSNull.self) }
let b = parsed["b"] as! [Any]
print(b.count, b[0] as? Int as Any, b[1] as? Double as Any, b[2] is NSNull)
print((parsed["a"] as? [String: String])?["x"] ?? "-")
