// Unstructured Task {} whose result is awaited through .value, including a throwing task.
enum LoadError: Error { case notFound }
let task = Task { () -> Int in
    var total = 0
    for i in 1...10 { total += i }
    return total
}
print("task result:", await task.value)
let failing = Task { () throws -> String in throw LoadError.notFound }
do {
    _ = try await failing.value
} catch {
    print("task failed:", error)
}
let greeting = Task { @MainActor in "hello from the main actor" }
print(await greeting.value)
let detached = Task.detached { 6 * 7 }
print(await detached.value)
