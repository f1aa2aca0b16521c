// Codable with JSONEncoder (.sortedKeys, .prettyPrinted) and JSONDecoder round trips.
import Foundation
struct Address: Codable { var city: String; var zip: String? }
struct User: Codable { var name: String; var age: Int; var tags: [String]; var address: Address }
let user = User(name: "Ayşe", age: 31, tags: ["ios", "swift"], address: Address(city: "İzmir", zip: nil))
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(user)
print(String(decoding: data, as: UTF8.self))
encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
print(String(decoding: try encoder.encode(["path": "a/b", "n": "1"]), as: UTF8.self))
let decoded = try JSONDecoder().decode(User.self, from: data)
print(decoded.name, decoded.address.city, decoded.tags.count)
