// iOS-style Codable model with nested enums, custom keys, optional fields and a computed property.
import Foundation
struct Product: Codable, Identifiable, CustomStringConvertible {
    enum Category: String, Codable { case book, game, other }
    struct Price: Codable { var amount: Decimal; var currency: String }
    let id: Int
    let title: String
    let category: Category
    let price: Price
    let tags: [String]?
    enum CodingKeys: String, CodingKey { case id, title = "product_name", category, price, tags }
    var description: String { "#\(id) \(title) [\(category)] \(price.amount) \(price.currency)" }
}
let json = """
[{"id": 1, "product_name": "Swift Book", "category": "book", "price": {"amount": 39.99, "currency": "USD"}},
 {"id": 2, "product_name": "Chess", "category": "game", "price": {"amount": 12, "currency": "EUR"}, "tags": ["classic"]}]
"""
let products = try JSONDecoder().decode([Product].self, from: Data(json.utf8))
products.forEach { print($0) }
print(products.map(\.tags))
let enc = JSONEncoder(); enc.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try enc.encode(products[1]), as: UTF8.self))
dump(products[0].category)
print(Product.CodingKeys.title, Product.CodingKeys.title.stringValue, Product.CodingKeys(stringValue: "price") as Any)
