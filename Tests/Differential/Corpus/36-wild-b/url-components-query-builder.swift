// URLComponents building and parsing a search URL with percent-encoded query items.
import Foundation

var components = URLComponents()
components.scheme = "https"
components.host = "api.example.com"
components.path = "/v2/search results"
components.queryItems = [URLQueryItem(name: "q", value: "swift & concurrency"),
                         URLQueryItem(name: "page", value: "2"),
                         URLQueryItem(name: "empty", value: nil)]
print(components.string ?? "nil")
print(components.percentEncodedPath)
let url = components.url!
print(url.host ?? "", url.path, url.query ?? "")
let parsed = URLComponents(string: "https://user@shop.example.org:8443/cart?item=tea&qty=3#summary")!
print(parsed.user ?? "", parsed.port ?? 0, parsed.fragment ?? "")
for item in parsed.queryItems ?? [] { print(item.name, "=", item.value ?? "nil") }
print(URL(string: "docs/intro.html", relativeTo: URL(string: "https://example.com/guide/")!)!.absoluteString)
