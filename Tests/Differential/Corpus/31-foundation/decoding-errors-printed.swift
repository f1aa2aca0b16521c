// JSONDecoder failures printed: type mismatch, missing key and corrupted data, with coding paths.
import Foundation
struct Profile: Codable { let name: String; let age: Int; let tags: [String] }
let inputs = [
    #"{"name": "Aylin", "age": "otuz", "tags": []}"#,
    #"{"name": "Aylin", "tags": ["a"]}"#,
    #"{"name": "Aylin", "age": 30, "tags": [1]}"#,
    #"{"name": "#,
]
for json in inputs {
    do {
        let profile = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        print("decoded", profile)
    } catch let DecodingError.typeMismatch(type, context) {
        print("type mismatch:", type, context.codingPath.map(\.stringValue), context.debugDescription)
    } catch let DecodingError.keyNotFound(key, context) {
        print("missing key:", key.stringValue, key, context.codingPath.count)
    } catch {
        print("other error:", type(of: error))
    }
}
