// Interview prep: a TaskLocal value is inherited by Task {} but not by Task.detached.
enum RequestContext {
    @TaskLocal static var requestID = "none"
}

func currentID() -> String { RequestContext.requestID }

await RequestContext.$requestID.withValue("req-42") {
    print("inside withValue:", currentID())
    let child = Task { currentID() }
    let detached = Task.detached { currentID() }
    print("child task:", await child.value)
    print("detached task:", await detached.value)
}
print("after withValue:", currentID())
