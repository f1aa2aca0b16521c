// A top-level guard-let binds an object with a printing deinit: like every global it is never released at exit.
final class Connection {
    let host: String
    init?(host: String) {
        guard !host.isEmpty else { return nil }
        self.host = host
        print("connected to", host)
    }
    deinit { print("disconnected from", host) }
}
guard let connection = Connection(host: "db.local") else {
    fatalError("no connection")
}
var pool: [Connection] = [connection]
pool.append(Connection(host: "cache.local")!)
pool.removeLast()
print("pool size", pool.count, "using", connection.host)
pool.removeAll()
print("done")
