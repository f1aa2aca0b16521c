// A builder with methods returning Self for chaining, and a final build step.
struct Request {
    var method = "GET"
    var path = "/"
    var headers: [(String, String)] = []
    func with(method: String) -> Request { var r = self; r.method = method; return r }
    func with(path: String) -> Request { var r = self; r.path = path; return r }
    func header(_ name: String, _ value: String) -> Request { var r = self; r.headers.append((name, value)); return r }
    func build() -> String {
        ([method + " " + path] + headers.map { "\($0.0): \($0.1)" }).joined(separator: "\n")
    }
}
let request = Request()
    .with(method: "POST")
    .with(path: "/login")
    .header("Accept", "application/json")
    .header("Accept-Language", "tr-TR")
print(request.build())
print(Request().build())
