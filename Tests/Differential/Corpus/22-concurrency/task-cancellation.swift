// Cooperative cancellation: a task cancelled before it starts work sees Task.isCancelled.
func work(_ label: String) async -> String {
    if Task.isCancelled { return "\(label) cancelled" }
    return "\(label) done"
}
let task = Task { await work("first") }
print(await task.value)
let cancelled = Task {
    await withTaskCancellationHandler {
        (try? await Task.sleep(nanoseconds: 5_000_000_000)) == nil ? "sleep interrupted" : "slept"
    } onCancel: {}
}
cancelled.cancel()
print(await cancelled.value)
let group = await withTaskGroup(of: String.self) { g -> [String] in
    g.cancelAll()
    g.addTask { await work("late") }
    var out: [String] = []
    for await r in g { out.append(r) }
    return out
}
print(group.count <= 1)
