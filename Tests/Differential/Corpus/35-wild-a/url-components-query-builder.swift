// Building URLs with URLComponents and URLQueryItem, percent-encoding, and parsing query items back.
import Foundation

enum API {
    static let host = "api.example.com"
    static func url(path: String, query: [String: String?] = [:]) -> URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = host
        components.path = path
        let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        components.queryItems = items.isEmpty ? nil : items
        return components.url
    }
}

let search = API.url(path: "/search", query: ["q": "çay & şəkər", "page": "2", "debug": nil])!
print(search.absoluteString)
print(search.host ?? "-", search.path, search.query ?? "-")

let parsed = URLComponents(url: search, resolvingAgainstBaseURL: false)!
for item in parsed.queryItems ?? [] { print(item.name, "=", item.value ?? "<nil>") }

let relative = URL(string: "../images/logo.png", relativeTo: URL(string: "https://example.com/docs/guide/index.html"))!
print(relative.absoluteString)
print(URL(string: "https://example.com/a/b/c.tar.gz")!.pathComponents, URL(string: "https://example.com/a/b/c.tar.gz")!.pathExtension)
print(API.url(path: "/users/42")!.absoluteString)
