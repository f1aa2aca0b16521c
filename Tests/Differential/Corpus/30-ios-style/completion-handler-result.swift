// Completion handlers with typealias Completion = (Result<[UInt8], Error>) -> Void, called synchronously.
enum APIError: Error, CustomStringConvertible {
    case notFound(String), server(Int)
    var description: String {
        switch self { case .notFound(let p): "not found: \(p)"; case .server(let c): "server error \(c)" }
    }
}
typealias Completion = (Result<[UInt8], Error>) -> Void
final class APIClient {
    private let routes: [String: String] = ["/profile": "{\"name\":\"Ayla\"}", "/empty": ""]
    func get(_ path: String, completion: Completion) {
        if path == "/crash" { completion(.failure(APIError.server(500))); return }
        guard let body = routes[path] else { completion(.failure(APIError.notFound(path))); return }
        completion(.success(Array(body.utf8)))
    }
}
let client = APIClient()
for path in ["/profile", "/empty", "/missing", "/crash"] {
    client.get(path) { result in
        switch result {
        case .success(let bytes): print(path, "->", bytes.count, "bytes:", String(decoding: bytes, as: UTF8.self))
        case .failure(let error): print(path, "-> failed:", error)
        }
    }
}
