// Tasks started from async top-level code inherit the main actor and run, in order, when it yields.
Task { print("task 1") }
Task { print("task 2") }
print("before yield")
await Task.yield()
print("after first yield")
Task { print("task 3") }
await Task.yield()
print("end")
