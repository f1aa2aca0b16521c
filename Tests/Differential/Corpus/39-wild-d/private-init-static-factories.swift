// A class with a private init, static factories, a shared instance and class-level counters
final class Connection {
    nonisolated(unsafe) static var opened = 0
    nonisolated(unsafe) static let shared = Connection.make(host: "main")
    let host: String
    private init(host: String) { self.host = host; Connection.opened += 1 }
    static func make(host: String) -> Connection { Connection(host: host) }
    static func pool(_ hosts: String...) -> [Connection] { hosts.map(make) }
}
let pool = Connection.pool("a", "b")
print(pool.map(\.host), Connection.opened)
print(Connection.shared.host, Connection.opened)
print(Connection.shared === Connection.shared, Connection.opened)
