// JSONSerialization of an untyped tree, walked recursively with sorted keys and type checks.
import Foundation

let text = #"{"name":"store","open":true,"rating":4.5,"tags":["food","late"],"owner":{"id":7,"email":null}}"#
let object = try! JSONSerialization.jsonObject(with: Data(text.utf8))

func walk(_ value: Any, indent: String = "") {
    switch value {
    case let dict as [String: Any]:
        for key in dict.keys.sorted() { print(indent + key + ":"); walk(dict[key]!, indent: indent + "  ") }
    case let array as [Any]:
        for (i, item) in array.enumerated() { print(indent + "[\(i)]"); walk(item, indent: indent + "  ") }
    case is NSNull: print(indent + "null")
    case let b as Bool where "\(type(of: value))".contains("Bool"): print(indent + "bool \(b)")
    case let n as NSNumber: print(indent + "number \(n)")
    case let s as String: print(indent + "string \"\(s)\"")
    default: print(indent + "?")
    }
}
walk(object)
let back = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
print(String(decoding: back, as: UTF8.self))
