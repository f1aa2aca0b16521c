// A global weak reference, and a deinit that writes to a global log when a local object dies.
var log: [String] = []
final class Connection {
    let id: Int
    init(id: Int) { self.id = id; log.append("open \(id)") }
    deinit { log.append("close \(id)") }
}
weak var lastConnection: Connection?
func connectBriefly(_ id: Int) {
    let c = Connection(id: id)
    lastConnection = c
    print("connected:", lastConnection?.id as Any)
}
connectBriefly(1)
print("after function:", lastConnection?.id as Any)
connectBriefly(2)
print(log)
