// Cancelling "the current task" from synchronous top-level code does nothing: there is none.
withUnsafeCurrentTask { $0?.cancel() }
print("cancelled:", Task.isCancelled)
do {
    try Task.checkCancellation()
    print("checkCancellation passed")
} catch {
    print("caught", error)
}
