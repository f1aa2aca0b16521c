// TaskLocal values: bound with withValue, inherited by child tasks and Task {}, not by detached tasks.
enum Request {
    @TaskLocal static var id: String = "none"
}
func log(_ message: String) { print("[\(Request.id)] \(message)") }
log("before")
await Request.$id.withValue("req-42") {
    log("inside")
    async let child: Void = log("async let child")
    await child
    await Task { log("unstructured Task") }.value
    await Task.detached { log("detached Task") }.value
}
log("after")
