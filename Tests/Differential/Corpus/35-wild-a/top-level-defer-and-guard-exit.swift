// Top-level defer statements, a guard that would fatalError, and a do/catch that rethrows into a Result.
defer { print("top-level defer 1 runs last") }
defer { print("top-level defer 2 runs before it") }

enum ConfigError: Error { case missing(String) }

let config = ["host": "localhost", "port": "8080"]

guard let host = config["host"], let port = config["port"].flatMap(Int.init) else {
    fatalError("configuration incomplete")
}
print("connecting to \(host):\(port)")

func require(_ key: String) throws -> String {
    guard let value = config[key] else { throw ConfigError.missing(key) }
    return value
}

let results = ["host", "user"].map { key in Result { try require(key) } }
for result in results {
    switch result {
    case .success(let v): print("ok", v)
    case .failure(let e): print("error", e)
    }
}
do {
    defer { print("inner defer") }
    _ = try require("password")
} catch ConfigError.missing(let key) {
    print("missing", key)
}
print("end of top-level code")
