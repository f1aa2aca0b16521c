// Synchronous top-level code is not running inside a task.
withUnsafeCurrentTask { task in
    print("inside a task:", task != nil)
}
print("done")
