// DecodingError cases printed for a few malformed payloads, as a networking tutorial shows.
import Foundation

struct Profile: Decodable { var id: Int; var nickname: String; var score: Double? }

let payloads = [
    #"{"id": 1, "nickname": "sam"}"#,
    #"{"id": "1", "nickname": "sam"}"#,
    #"{"nickname": "sam"}"#,
    #"{"id": 2, "nickname": null}"#,
    #"[1, 2"#,
]
for json in payloads {
    do {
        let p = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        print("ok:", p.id, p.nickname, p.score as Any)
    } catch let DecodingError.keyNotFound(key, context) {
        print("missing:", key.stringValue, "path:", context.codingPath.map(\.stringValue))
    } catch let DecodingError.typeMismatch(type, context) {
        print("mismatch:", type, context.codingPath.map(\.stringValue))
    } catch let DecodingError.valueNotFound(type, context) {
        print("null:", type, context.codingPath.map(\.stringValue))
    } catch {
        print("other:", type(of: error))
    }
}
