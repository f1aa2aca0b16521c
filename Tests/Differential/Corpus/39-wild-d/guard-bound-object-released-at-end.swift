// A class instance bound by a top-level guard let is released when the top-level code ends
final class Connection {
    let host: String
    init?(host: String) { guard !host.isEmpty else { return nil }; self.host = host }
    deinit { print("closing", host) }
}
guard let connection = Connection(host: "db.local") else { fatalError("no host") }
print("connected to", connection.host)
