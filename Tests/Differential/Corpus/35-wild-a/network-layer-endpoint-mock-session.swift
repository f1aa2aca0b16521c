// A network layer in plain Swift: Endpoint enum, a session protocol with a mock, decoding with Result.
import Foundation

enum Endpoint {
    case user(id: Int)
    case search(query: String, page: Int)
    var path: String {
        switch self {
        case .user(let id): return "/users/\(id)"
        case let .search(query, page): return "/search?q=\(query)&page=\(page)"
        }
    }
}

protocol HTTPSession { func data(for path: String) -> Result<Data, NetworkError> }

enum NetworkError: Error, Equatable { case notFound(String), decoding }

struct MockSession: HTTPSession {
    let routes: [String: String]
    func data(for path: String) -> Result<Data, NetworkError> {
        guard let body = routes[path] else { return .failure(.notFound(path)) }
        return .success(Data(body.utf8))
    }
}

struct APIClient {
    let session: HTTPSession
    func request<T: Decodable>(_ endpoint: Endpoint, as type: T.Type = T.self) -> Result<T, NetworkError> {
        session.data(for: endpoint.path).flatMap { data in
            Result { try JSONDecoder().decode(T.self, from: data) }.mapError { _ in .decoding }
        }
    }
}

struct User: Decodable { let id: Int; let login: String }

let client = APIClient(session: MockSession(routes: ["/users/1": #"{"id":1,"login":"octo"}"#, "/users/2": "{}"]))
print(client.request(.user(id: 1), as: User.self).map(\.login))
print(client.request(.user(id: 2), as: User.self).map(\.login))
print(client.request(.search(query: "swift", page: 2), as: [User].self).map(\.count))
if case .failure(let e) = client.request(.user(id: 9), as: User.self) { print("error:", e, e == .notFound("/users/9")) }
