// Codable enums with associated values encoded with sorted, pretty-printed JSON and decoded back.
import Foundation
enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rect(width: Int, height: Int)
    case point
    case labeled(String, Int)
}
struct Drawing: Codable, Equatable { var name: String; var shapes: [Shape] }
let d = Drawing(name: "logo", shapes: [.circle(radius: 1.5), .rect(width: 2, height: 3), .point, .labeled("a", 1)])
let enc = JSONEncoder()
enc.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try enc.encode(d)
print(String(decoding: data, as: UTF8.self))
let back = try JSONDecoder().decode(Drawing.self, from: data)
print(back == d, back.shapes[3])
enc.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try enc.encode(["path": "a/b", "e": "é"]), as: UTF8.self))
