// A log helper capturing #fileID, #function and #line as default arguments at each call site.
enum Level: String { case debug = "DEBUG", error = "ERROR" }
func log(_ message: String, _ level: Level = .debug, file: String = #fileID, function: String = #function, line: UInt = #line) {
    print("[\(level.rawValue)] \(file):\(line) \(function) — \(message)")
}
log("program started")
func loadProfile(id: Int) {
    log("loading \(id)")
    if id < 0 { log("negative id", .error) }
}
loadProfile(id: 7)
loadProfile(id: -1)
final class Repository {
    func save() { log("saving") }
}
Repository().save()
