// main.swift — a final class that claims Sendable keeps a mutable counter
// compiles in Swift 5
final class Cache: Sendable {
    let name: String
    var hits = 0
    init(name: String) { self.name = name }
}

func warm() async {
    let cache = Cache(name: "images")
    await Task { print(cache.name) }.value
}
