// @TaskLocal values: a request ID carried through async calls and child tasks, logged by a global function.
enum RequestContext {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth = 0
}

var logLines: [String] = []

func log(_ message: String) {
    let line = "[\(RequestContext.requestID)|\(RequestContext.depth)] \(message)"
    logLines.append(line)
}

func handle(_ path: String) async -> Int {
    log("start \(path)")
    let size = await RequestContext.$depth.withValue(RequestContext.depth + 1) {
        await loadBody(path)
    }
    log("end \(path) -> \(size)")
    return size
}

func loadBody(_ path: String) async -> Int {
    log("loading body")
    return path.count * 10
}

log("outside any request")
for (id, path) in [("req-1", "/home"), ("req-2", "/settings")] {
    let size = await RequestContext.$requestID.withValue(id) { await handle(path) }
    log("handled \(id): \(size)")
}
let detachedID = await Task.detached { RequestContext.requestID }.value
let inherited = await RequestContext.$requestID.withValue("req-3") { await Task { RequestContext.requestID }.value }
print(logLines.joined(separator: "\n"))
print("detached sees:", detachedID, "| child task sees:", inherited)
