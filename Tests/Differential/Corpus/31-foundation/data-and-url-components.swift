// Data bytes, base64, URL and URLComponents with query items built and read back.
import Foundation
let data = Data("Merhaba".utf8)
print(data.count, Array(data.prefix(3)))
let base64 = data.base64EncodedString()
print(base64)
print(String(data: Data(base64Encoded: base64)!, encoding: .utf8)!)
var components = URLComponents()
components.scheme = "https"
components.host = "example.com"
components.path = "/search"
components.queryItems = [URLQueryItem(name: "q", value: "şehir rehberi"), URLQueryItem(name: "page", value: "2")]
let url = components.url!
print(url.absoluteString)
print(url.host ?? "-", url.path, url.pathComponents)
let parsed = URLComponents(string: url.absoluteString)!
print(parsed.queryItems!.map { "\($0.name)=\($0.value!)" })
print(URL(string: "https://site.az/a/b/file.txt")!.lastPathComponent, URL(string: "https://site.az/a/b/file.txt")!.pathExtension)
