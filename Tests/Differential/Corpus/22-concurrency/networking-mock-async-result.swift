// A networking layer mocked with async/await: a protocol client, a mock with canned responses, Result mapping.
import Foundation

enum APIError: Error, CustomStringConvertible {
    case notFound(String), decoding(String)
    var description: String {
        switch self {
        case .notFound(let path): "404 for \(path)"
        case .decoding(let why): "could not decode: \(why)"
        }
    }
}

protocol HTTPClient { func get(_ path: String) async throws -> Data }

struct MockClient: HTTPClient {
    let responses: [String: String]
    func get(_ path: String) async throws -> Data {
        try await Task.sleep(nanoseconds: 1_000_000)
        guard let body = responses[path] else { throw APIError.notFound(path) }
        return Data(body.utf8)
    }
}

struct Todo: Decodable { let id: Int; let title: String; let done: Bool }

struct TodoService {
    let client: HTTPClient
    func todos() async -> Result<[Todo], APIError> {
        do {
            let data = try await client.get("/todos")
            return .success(try JSONDecoder().decode([Todo].self, from: data))
        } catch let error as APIError {
            return .failure(error)
        } catch {
            return .failure(.decoding("\(type(of: error))"))
        }
    }
}

let good = TodoService(client: MockClient(responses: ["/todos": #"[{"id":1,"title":"Süt","done":false},{"id":2,"title":"Çay","done":true}]"#]))
let broken = TodoService(client: MockClient(responses: ["/todos": #"[{"id":"x"}]"#]))
let empty = TodoService(client: MockClient(responses: [:]))

for (name, service) in [("good", good), ("broken", broken), ("empty", empty)] {
    switch await service.todos() {
    case .success(let todos):
        print(name, todos.map { "\($0.id):\($0.title)\($0.done ? "✓" : "")" })
    case .failure(let error):
        print(name, "failed:", error)
    }
}
let titles = try await good.client.get("/todos").count
print("bytes:", titles)
