// A recursive JSONValue enum with Codable via singleValueContainer, subscripts, and a sorted pretty printer.
import Foundation

indirect enum JSONValue: Codable, Equatable {
    case string(String), number(Double), bool(Bool), null
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .string(let s): try c.encode(s)
        case .number(let n): try c.encode(n)
        case .bool(let b): try c.encode(b)
        case .null: try c.encodeNil()
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }
    subscript(key: String) -> JSONValue? { if case .object(let o) = self { return o[key] }; return nil }
    subscript(index: Int) -> JSONValue? { if case .array(let a) = self, a.indices.contains(index) { return a[index] }; return nil }

    func pretty(_ indent: String = "") -> String {
        switch self {
        case .string(let s): return s.debugDescription
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .bool(let b): return String(b)
        case .null: return "null"
        case .array(let a): return "[" + a.map { $0.pretty(indent) }.joined(separator: ", ") + "]"
        case .object(let o):
            let inner = o.keys.sorted().map { "\(indent)  \($0.debugDescription): \(o[$0]!.pretty(indent + "  "))" }
            return "{\n" + inner.joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}

let text = #"{"name":"Tərlan","age":29,"admin":false,"tags":["ios","swift"],"address":{"city":"Bakı","zip":null},"score":9.5}"#
let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
print(value.pretty())
print(value["tags"]?[1] as Any, value["address"]?["city"] == .string("Bakı"), value["missing"] as Any)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(value), as: UTF8.self))
