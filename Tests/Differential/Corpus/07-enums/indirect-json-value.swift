// An indirect JSON enum with a recursive serialiser, subscripts and equality, printed several ways.
import Foundation

indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    var serialized: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let items): return "[" + items.map(\.serialized).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.keys.sorted().map { "\"\($0)\":\(fields[$0]!.serialized)" }.joined(separator: ",") + "}"
        }
    }

    subscript(key: String) -> JSON? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
    subscript(index: Int) -> JSON? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }
}

let doc: JSON = .object([
    "name": .string("Kübra"),
    "age": .number(29),
    "scores": .array([.number(9.5), .number(7), .null]),
    "address": .object(["city": .string("Bakı"), "zip": .string("AZ1000")]),
    "active": .bool(true),
])
print(doc.serialized)
print(doc["address"]?["city"] ?? .null)
print(doc["scores"]?[0] as Any, doc["scores"]?[5] as Any)
print(doc["missing"] == nil, doc["age"] == .number(29))
if case .array(let xs)? = doc["scores"] { print("scores count", xs.count) }
debugPrint(JSON.array([.bool(false), .string("x")]))
