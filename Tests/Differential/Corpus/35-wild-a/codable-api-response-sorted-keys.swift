// Codable API model: nested types, custom CodingKeys, enum with raw values, JSONEncoder with sortedKeys.
import Foundation

struct APIResponse: Codable {
    struct Meta: Codable { let page: Int; let totalPages: Int }
    enum Status: String, Codable { case ok, partial }
    let status: Status
    let meta: Meta
    let items: [Product]
}

struct Product: Codable, Equatable {
    let id: Int
    let displayName: String
    let priceCents: Int
    var tags: [String]?

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case priceCents = "price_cents"
        case tags
    }
}

let json = """
{"status":"partial","meta":{"page":1,"totalPages":3},
 "items":[{"id":7,"display_name":"Çay","price_cents":150},{"id":9,"display_name":"Simit","price_cents":75,"tags":["bakery"]}]}
"""

let decoder = JSONDecoder()
let response = try decoder.decode(APIResponse.self, from: Data(json.utf8))
print(response.status, response.meta.page, "of", response.meta.totalPages)
for item in response.items {
    print(item.id, item.displayName, String(format: "%.2f", Double(item.priceCents) / 100), item.tags ?? [])
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(response), as: UTF8.self))
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try encoder.encode(response.items[1]), as: UTF8.self))
