// Generator edge: deferred let read by type
let baseURL: String
baseURL = "https://api.example.com"
struct Endpoint {
    var url: String { baseURL + "/users" }
}
print(Endpoint().url)
