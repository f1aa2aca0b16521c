// guard … else { fatalError() } lines that are never taken, in a config-loading script.
let rawConfig = "port=8080;workers=4;name=api"
let pairs = rawConfig.split(separator: ";").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
guard pairs.allSatisfy({ $0.count == 2 }) else { fatalError("malformed config") }
let config = Dictionary(uniqueKeysWithValues: pairs.map { ($0[0], $0[1]) })
guard let port = config["port"].flatMap(Int.init) else { fatalError("no port") }
guard let workers = Int(config["workers"] ?? ""), workers > 0 else { fatalError("bad workers") }

struct Server {
    var port: Int
    var workers: Int
    func banner() -> String { "listening on :\(port) with \(workers) workers" }
}
print(Server(port: port, workers: workers).banner())
print("name:", config["name", default: "unnamed"])
