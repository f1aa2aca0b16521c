// Codable round trip of nested structs and enums with raw and associated values, sorted pretty JSON.
import Foundation
struct Order: Codable, Equatable {
    enum Status: String, Codable { case placed, shipped }
    enum Payment: Codable, Equatable { case card(last4: String), cash }
    struct Line: Codable, Equatable { let sku: String; let qty: Int }
    let id: Int
    var status: Status
    var payment: Payment
    var lines: [Line]
    var note: String?
}
let order = Order(id: 7, status: .shipped, payment: .card(last4: "4242"), lines: [.init(sku: "ÇAY-1", qty: 2)], note: nil)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
let data = try encoder.encode(order)
print(String(decoding: data, as: UTF8.self))
let back = try JSONDecoder().decode(Order.self, from: data)
print(back == order, back.payment, back)
