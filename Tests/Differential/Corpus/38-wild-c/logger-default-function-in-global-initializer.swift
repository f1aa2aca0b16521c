// A logger whose initializer records the creating function through a #function default, created by global initialisers.
struct Logger {
    let category: String
    let createdIn: String
    init(category: String, createdIn: String = #function) { self.category = category; self.createdIn = createdIn }
    func log(_ message: String, function: String = #function) { print("[\(category)] \(createdIn) / \(function): \(message)") }
}
func makeLogger(_ category: String, caller: String = #function) -> Logger { Logger(category: category, createdIn: caller) }
let networkLog = Logger(category: "network")
var storageLog = makeLogger("storage")
let loggers = [Logger(category: "ui"), makeLogger("db")]
networkLog.log("started")
storageLog.log("opened")
func sync() { networkLog.log("syncing") }
sync()
loggers.forEach { $0.log("ready") }
