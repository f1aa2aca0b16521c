// Globals read and written by async functions and a struct, between top-level awaits.
var requestsMade = 0
let baseURL = "https://api.example.com"

struct Endpoint {
    var path: String
    var url: String { baseURL + "/" + path }
}

func get(_ endpoint: Endpoint) async -> String {
    requestsMade += 1
    await Task.yield()
    return "GET \(endpoint.url) #\(requestsMade)"
}

print(await get(Endpoint(path: "users")))
let orders = Endpoint(path: "orders")
print(await get(orders))
requestsMade += 10
print(await get(Endpoint(path: "me")))
print("requests made:", requestsMade)
