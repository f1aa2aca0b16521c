// Codable with CodingKeys renaming, snake_case key strategy, optional fields and decoding errors.
import Foundation
struct Product: Codable {
    let id: Int
    let displayName: String
    let priceCents: Int
    let discount: Int?
    enum CodingKeys: String, CodingKey { case id, displayName = "name", priceCents, discount }
}
let json = #"[{"id":1,"name":"Kalem","price_cents":1500},{"id":2,"name":"Defter","price_cents":4000,"discount":10}]"#
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let products = try decoder.decode([Product].self, from: Data(json.utf8))
for p in products { print(p.id, p.displayName, p.priceCents, p.discount ?? 0) }
do {
    _ = try decoder.decode(Product.self, from: Data(#"{"id":"x"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("type mismatch:", type, context.codingPath.map(\.stringValue))
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.keyEncodingStrategy = .convertToSnakeCase
print(String(decoding: try encoder.encode(products[1]), as: UTF8.self))
