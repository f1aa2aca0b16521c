// deinit timing: objects made in each loop iteration, in do-blocks and replaced in an optional variable.
final class Connection {
    static var open = 0
    let id: Int
    init(_ id: Int) { self.id = id; Connection.open += 1; print("open #\(id) (\(Connection.open) open)") }
    deinit { Connection.open -= 1; print("close #\(id) (\(Connection.open) open)") }
}

func handleRequests(_ count: Int) {
    for i in 1...count {
        let connection = Connection(i)
        print("  serving on #\(connection.id)")
    }
    print("all requests handled")
}

handleRequests(3)

do {
    let a = Connection(10)
    do {
        let b = Connection(11)
        print("inner uses", a.id, b.id)
    }
    print("inner do finished")
}
print("outer do finished")

var current: Connection? = Connection(20)
current = Connection(21)
print("replaced")
current = nil
print("cleared")

func makePool() -> [Connection] { (30...32).map(Connection.init) }
var pool = makePool()
pool.removeFirst()
print("removed first, \(Connection.open) open")
pool.removeAll()
print("pool empty, \(Connection.open) open")
