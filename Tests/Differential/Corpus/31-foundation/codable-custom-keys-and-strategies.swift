// Codable with custom CodingKeys, snake_case strategy, optional fields, enums and decoding failures.
import Foundation

struct Order: Codable, CustomStringConvertible {
    enum Status: String, Codable { case pending, shipped, delivered }
    let orderId: Int
    let customerName: String
    let totalAmount: Decimal
    let status: Status
    let note: String?
    let itemCount: Int

    enum CodingKeys: String, CodingKey {
        case orderId, customerName, totalAmount, status, note
        case itemCount = "items"
    }
    var description: String { "#\(orderId) \(customerName) \(totalAmount) \(status)\(note.map { " (\($0))" } ?? "") ×\(itemCount)" }
}

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let payloads = [
    #"{"order_id": 17, "customer_name": "Şule", "total_amount": 249.90, "status": "shipped", "items": 3}"#,
    #"{"order_id": 18, "customer_name": "Tural", "total_amount": 10, "status": "lost", "items": 1}"#,
    #"{"order_id": 19, "customer_name": "Gül", "status": "pending", "items": 2}"#,
    #"{"order_id": 20, "customer_name": "Oğuz", "total_amount": 5.5, "status": "delivered", "note": "kapıya", "items": 1}"#,
]
for payload in payloads {
    do {
        let order = try decoder.decode(Order.self, from: Data(payload.utf8))
        print("ok:", order)
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted at", context.codingPath.map(\.stringValue), "-", context.debugDescription)
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing key", key.stringValue)
    } catch {
        print("other:", error)
    }
}
let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = .sortedKeys
let order = Order(orderId: 1, customerName: "Ada", totalAmount: 12.5, status: .pending, note: nil, itemCount: 2)
print(String(decoding: try encoder.encode(order), as: UTF8.self))
