// Task.sleep for a few milliseconds, cancellation of a sleeping task, and Task.isCancelled checks.
let sleeper = Task { () -> String in
    do {
        try await Task.sleep(nanoseconds: 5_000_000_000)
        return "woke up"
    } catch {
        return "cancelled while sleeping: \(type(of: error))"
    }
}
try await Task.sleep(nanoseconds: 5_000_000)
sleeper.cancel()
print(await sleeper.value)
let checker = Task { () -> Bool in
    withUnsafeCurrentTask { $0?.cancel() }
    return Task.isCancelled
}
print("checker saw cancellation:", await checker.value)
print("main cancelled?", Task.isCancelled)
