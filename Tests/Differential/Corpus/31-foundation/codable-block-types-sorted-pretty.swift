// Codable encode/decode of block types with sortedKeys and prettyPrinted output
import Foundation
enum Role: String, Codable { case admin, guest }
struct Profile: Codable, Equatable {
    var userName: String
    var role: Role
    var tags: [String]
    var manager: [Profile]
    var scores: [String: Int]
}
let enc = JSONEncoder()
enc.outputFormatting = [.sortedKeys, .prettyPrinted]
let boss = Profile(userName: "Şule", role: .admin, tags: [], manager: [], scores: ["b": 2, "a": 1])
let p = Profile(userName: "Ömer", role: .guest, tags: ["x", "y"], manager: [boss], scores: [:])
let data = try enc.encode(p)
print(String(decoding: data, as: UTF8.self))
let back = try JSONDecoder().decode(Profile.self, from: data)
print(back == p, back.manager.first?.userName ?? "-")
enc.keyEncodingStrategy = .convertToSnakeCase
enc.outputFormatting = [.sortedKeys]
print(String(decoding: try enc.encode(boss), as: UTF8.self))
