// A logger whose defaults capture #file, #line and #function at the call site, printed as is.
func log(_ message: String, file: String = #file, line: Int = #line, function: String = #function) {
    print("[\(file):\(line)] \(function): \(message)")
}
struct Downloader {
    func start() { log("download started") }
}
log("app launched")
Downloader().start()
let queued = ["a.png", "b.png"]
for name in queued {
    log("queued \(name)")
}
