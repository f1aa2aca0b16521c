// JSONEncoder with .convertToSnakeCase, sorted and pretty keys, and an ISO-8601 date at a fixed instant; the acronym gotcha.
import Foundation

struct UserProfile: Codable {
    var userID: Int
    var displayName: String
    var lastLoginAt: Date
    var favoriteColors: [String]
    var isAdmin: Bool
}

let profile = UserProfile(userID: 42, displayName: "Mo", lastLoginAt: Date(timeIntervalSince1970: 1_700_000_000),
                          favoriteColors: ["teal", "amber"], isAdmin: false)
let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.dateEncodingStrategy = .iso8601
encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
let data = try! encoder.encode(profile)
print(String(decoding: data, as: UTF8.self))

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .iso8601
do {
    let back = try decoder.decode(UserProfile.self, from: data)
    print(back.displayName, back.lastLoginAt.timeIntervalSince1970)
} catch {
    print("round trip failed (userID became user_id, then userId):")
    print(error)
}
