// DecodingError values printed whole: their descriptions include type names and coding paths.
import Foundation
struct Order: Decodable { let id: Int; let items: [Item] }
struct Item: Decodable { let sku: String; let qty: Int }
enum Status: String, Decodable { case open, closed }
let bad = [
    #"{"id": 1, "items": [{"sku": "A", "qty": "two"}]}"#,
    #"{"id": 1, "items": [{"sku": "A"}]}"#,
    #"{"id": null, "items": []}"#,
]
for json in bad {
    do { _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8)) }
    catch { print(error); print("---") }
}
do { _ = try JSONDecoder().decode([Status].self, from: Data(#"["open","pending"]"#.utf8)) }
catch let DecodingError.dataCorrupted(ctx) { print(ctx.debugDescription, ctx.codingPath.map(\.stringValue)) }
catch { print("other", error) }
