// JSONSerialization parsing and sorted-keys writing of nested objects
import Foundation

let text = #"{"name":"Ada","tags":["math","code"],"age":36,"ok":true,"nested":{"z":1,"a":null}}"#
let obj = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
for key in obj.keys.sorted() { print(key, type(of: obj[key]!) is NSNull.Type ? "null" : "value") }
print(obj["tags"] as! [String])
print((obj["age"] as! NSNumber).intValue + 1, obj["ok"] as! Bool)
let nested = obj["nested"] as! [String: Any]
print(nested["a"] is NSNull)
let out = try JSONSerialization.data(withJSONObject: obj, options: [.sortedKeys])
print(String(decoding: out, as: UTF8.self))
do {
    _ = try JSONSerialization.jsonObject(with: Data("{oops".utf8))
} catch {
    print("error caught:", (error as NSError).domain)
}
