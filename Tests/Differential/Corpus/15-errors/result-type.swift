// Result: success and failure values, map, get(), and switching over a Result.
enum NetworkError: Error, CustomStringConvertible {
    case notFound(String), unauthorized
    var description: String {
        switch self { case .notFound(let p): "404 \(p)"; case .unauthorized: "401" }
    }
}
func fetch(_ path: String) -> Result<String, NetworkError> {
    switch path {
    case "/": return .success("home page")
    case "/admin": return .failure(.unauthorized)
    default: return .failure(.notFound(path))
    }
}
for path in ["/", "/admin", "/missing"] {
    switch fetch(path) {
    case .success(let body): print("\(path) -> \(body)")
    case .failure(let error): print("\(path) failed: \(error)")
    }
}
let lengths = fetch("/").map(\.count)
print(lengths)
do { _ = try fetch("/admin").get() } catch { print("get() threw \(error)") }
let wrapped = Result { try divide(1, 0) }
func divide(_ a: Int, _ b: Int) throws -> Int { if b == 0 { throw NetworkError.unauthorized }; return a / b }
if case .failure(let e) = wrapped { print("Result(catching:) captured", e) }
print(fetch("/x"))
