// Cancelling a task that checks Task.isCancelled and Task.checkCancellation between steps.
func crunch(steps: Int) async throws -> Int {
    var done = 0
    for _ in 0..<steps {
        try Task.checkCancellation()
        done += 1
        await Task.yield()
    }
    return done
}

let task = Task { try await crunch(steps: 1_000_000) }
task.cancel()
do {
    let finished = try await task.value
    print("finished", finished)
} catch is CancellationError {
    print("cancelled:", task.isCancelled)
} catch {
    print("other", error)
}
print(CancellationError())
